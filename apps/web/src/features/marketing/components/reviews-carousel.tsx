import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAROUSEL_SWIPE_THRESHOLD_PX,
  DESKTOP_REVIEW_GROUP_ROTATION_MS,
  DESKTOP_REVIEW_GROUP_SIZE,
  MOBILE_REVIEW_ROTATION_MS,
  type PublicCustomerReview,
} from '@hm/contracts';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { CarouselRegion } from '../../../components/carousel/carousel-region';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { PageContainer } from '../../../components/ui/page-container';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { usePublicFigures } from '../../public-config';
import { ReviewCard } from './review-card';
import { SectionHeading } from './section-heading';

// Tailwind's lg breakpoint: three cards side by side from there.
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * Customers' latest reviews of completed jobs, from the data (docs/public-figures.md "Customers'
 * reviews"). No section at all while there are none to quote (under the floor, or not known yet):
 * the pre-rendered page has none, and hydrates the same (usePublicFigures answers nothing while
 * hydrating); the section appears once the API's answer has some.
 */
export function ReviewsCarousel() {
  const reviews = usePublicFigures()?.reviews;
  return reviews && reviews.length > 0 ? <ReviewsSection reviews={reviews} /> : null;
}

/** One review every 8 s on phones (swipe 50 px to change), groups of 3 every 10 s on wide screens. */
function ReviewsSection({ reviews }: { reviews: readonly PublicCustomerReview[] }) {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const groupSize = desktop ? DESKTOP_REVIEW_GROUP_SIZE : 1;
  const carousel = useCarousel({
    count: Math.ceil(reviews.length / groupSize),
    intervalMs: desktop ? DESKTOP_REVIEW_GROUP_ROTATION_MS : MOBILE_REVIEW_ROTATION_MS,
    swipeThresholdPx: CAROUSEL_SWIPE_THRESHOLD_PX,
  });
  const first = carousel.index * groupSize;
  const shown = reviews.slice(first, first + groupSize);
  return (
    <section aria-labelledby={titleId}>
      <PageContainer className="py-12 sm:py-16">
        <SectionHeading id={titleId} title={t('reviews.title')} lead={t('reviews.lead')} />
        <CarouselRegion carousel={carousel} label={t('reviews.carouselLabel')} className="mt-8">
          <ul {...carousel.liveProps} className="grid gap-4 lg:grid-cols-3">
            {shown.map((review, offset) => (
              // Two reviews may read alike: their place in the list tells them apart.
              <li key={first + offset}>
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
