import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Carousel } from './use-carousel';

interface CarouselRegionProps {
  carousel: Carousel;
  /** Names the carousel for assistive technology ("Customer reviews"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/** The landmark around a carousel (WAI-ARIA carousel pattern), with its hover, focus, key and swipe handling. */
export function CarouselRegion({ carousel, label, children, className = '' }: CarouselRegionProps) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={className}
      {...carousel.containerProps}
    >
      {children}
    </div>
  );
}
