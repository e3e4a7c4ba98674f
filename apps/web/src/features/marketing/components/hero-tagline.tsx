import { useTranslation } from 'react-i18next';
import { HERO_TAGLINE_ROTATION_MS } from '@hm/contracts';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { CarouselRegion } from '../../../components/carousel/carousel-region';
import { useCarousel } from '../../../components/carousel/use-carousel';

/** The hero's rotating tagline (every 3 s). */
export function HeroTagline() {
  const { t } = useTranslation('landing');
  const taglines = t('hero.taglines', { returnObjects: true });
  const carousel = useCarousel({ count: taglines.length, intervalMs: HERO_TAGLINE_ROTATION_MS });
  return (
    <CarouselRegion carousel={carousel} label={t('hero.taglineLabel')} className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p {...carousel.liveProps} className="min-h-8 text-xl font-semibold text-brand-800 sm:text-2xl">
        {taglines[carousel.index]}
      </p>
      <CarouselControls carousel={carousel} compact />
    </CarouselRegion>
  );
}
