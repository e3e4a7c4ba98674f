import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAROUSEL_SWIPE_THRESHOLD_PX,
  DESKTOP_REVIEW_GROUP_ROTATION_MS,
  DESKTOP_REVIEW_GROUP_SIZE,
  MOBILE_REVIEW_ROTATION_MS,
} from '@hm/contracts';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { CarouselRegion } from '../../../components/carousel/carousel-region';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { PageContainer } from '../../../components/ui/page-container';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { ReviewCard } from './review-card';
import { SectionHeading } from './section-heading';

// Tailwind's lg breakpoint: three cards side by side from there.
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * Customer reviews: one review every 8 s on phones (swipe 50 px to change), groups of
 * 3 every 10 s on wide screens.
 */
export function ReviewsCarousel() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const reviews = t('reviews.items', { returnObjects: true });
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const groupSize = desktop ? DESKTOP_REVIEW_GROUP_SIZE : 1;
  const carousel = useCarousel({
    count: Math.ceil(reviews.length / groupSize),
    intervalMs: desktop ? DESKTOP_REVIEW_GROUP_ROTATION_MS : MOBILE_REVIEW_ROTATION_MS,
    swipeThresholdPx: CAROUSEL_SWIPE_THRESHOLD_PX,
  });
  const shown = reviews.slice(carousel.index * groupSize, carousel.index * groupSize + groupSize);
  return (
    <section aria-labelledby={titleId}>
      <PageContainer className="py-12 sm:py-16">
        <SectionHeading id={titleId} title={t('reviews.title')} lead={t('reviews.lead')} />
        <CarouselRegion carousel={carousel} label={t('reviews.carouselLabel')} className="mt-8">
          <ul {...carousel.liveProps} className="grid gap-4 lg:grid-cols-3">
            {shown.map((review) => (
              <li key={review.name}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <CarouselControls carousel={carousel} dotLabel={(position, count) => t('reviews.dot', { position, count })} className="mt-6" />
        </CarouselRegion>
      </PageContainer>
    </section>
  );
}
