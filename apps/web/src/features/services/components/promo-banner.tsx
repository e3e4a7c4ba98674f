import { useTranslation } from 'react-i18next';
import { PROMO_BANNER_ROTATION_MS } from '@hm/contracts';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { CarouselRegion } from '../../../components/carousel/carousel-region';
import { useCarousel } from '../../../components/carousel/use-carousel';

/** /services: the promo banner, one offer every 3 s. */
export function PromoBanner() {
  const { t } = useTranslation('site');
  const promos = t('servicesPage.promos', { returnObjects: true });
  const carousel = useCarousel({ count: promos.length, intervalMs: PROMO_BANNER_ROTATION_MS });
  return (
    <CarouselRegion
      carousel={carousel}
      label={t('servicesPage.promoLabel')}
      className="on-dark flex flex-col items-center gap-1 bg-brand-800 px-4 py-2 text-center sm:flex-row sm:justify-center sm:gap-4"
    >
      <p {...carousel.liveProps} className="font-semibold text-white">
        {promos[carousel.index]}
      </p>
      <CarouselControls
        carousel={carousel}
        tone="dark"
        compact
        dotLabel={(position, count) => t('servicesPage.promoDot', { position, count })}
      />
    </CarouselRegion>
  );
}
