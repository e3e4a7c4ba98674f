import { useTranslation } from 'react-i18next';
import type { Carousel } from './use-carousel';

const TONES = {
  light: {
    button: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    dot: 'bg-slate-300',
    activeDot: 'bg-brand-700',
  },
  dark: {
    button: 'text-white hover:bg-white/15',
    dot: 'bg-white/50',
    activeDot: 'bg-white',
  },
} as const;

interface CarouselControlsProps {
  carousel: Carousel;
  /** What one dot shows, e.g. "Show review 2 of 6"; defaults to "slide". */
  dotLabel?: (position: number, count: number) => string;
  tone?: keyof typeof TONES;
  /** Only the dots and the pause button (a one-line tagline). */
  compact?: boolean;
  className?: string;
}

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Previous / pause / next buttons and one labelled dot per slide. Buttons are 44 px and dots
 * 24 px touch targets; the current dot is marked with aria-current.
 */
export function CarouselControls({ carousel, dotLabel, tone = 'light', compact = false, className = '' }: CarouselControlsProps) {
  const { t } = useTranslation();
  const colors = TONES[tone];
  if (carousel.count < 2) return null;
  const label = dotLabel ?? ((position: number, count: number) => t('carousel.goTo', { position, count }));
  const buttonClass = `inline-flex size-11 items-center justify-center rounded-full ${colors.button}`;
  return (
    <div className={`flex items-center justify-center gap-1 ${className}`}>
      {!compact && (
        <button type="button" onClick={carousel.previous} aria-label={t('carousel.previous')} className={buttonClass}>
          <Icon path="m15 6-6 6 6 6" />
        </button>
      )}
      <ul className="flex items-center">
        {Array.from({ length: carousel.count }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => carousel.goTo(index)}
              aria-label={label(index + 1, carousel.count)}
              aria-current={index === carousel.index ? 'true' : undefined}
              className="inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block rounded-full transition-all ${index === carousel.index ? `h-2.5 w-5 ${colors.activeDot}` : `size-2.5 ${colors.dot}`}`}
              />
            </button>
          </li>
        ))}
      </ul>
      {!compact && (
        <button type="button" onClick={carousel.next} aria-label={t('carousel.next')} className={buttonClass}>
          <Icon path="m9 6 6 6-6 6" />
        </button>
      )}
      {carousel.canRotate && (
        <button
          type="button"
          onClick={carousel.toggleStopped}
          aria-label={carousel.stoppedByUser ? t('carousel.play') : t('carousel.pause')}
          className={buttonClass}
        >
          {carousel.stoppedByUser ? <Icon path="M8 5v14l11-7z" /> : <Icon path="M9 5v14M15 5v14" />}
        </button>
      )}
    </div>
  );
}
