import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_SWIPE_THRESHOLD_PX, PRO_TESTIMONIAL_ROTATION_MS } from '@hm/contracts';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { CarouselRegion } from '../../../components/carousel/carousel-region';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { PageContainer } from '../../../components/ui/page-container';

/** Three pro testimonials (name, role, quote, rating, revenue, leads), one every 5 s, with dots. */
export function ProTestimonials() {
  const { t } = useTranslation('growBusiness');
  const titleId = useId();
  const items = t('testimonials.items', { returnObjects: true });
  const carousel = useCarousel({
    count: items.length,
    intervalMs: PRO_TESTIMONIAL_ROTATION_MS,
    swipeThresholdPx: CAROUSEL_SWIPE_THRESHOLD_PX,
  });
  const item = items[carousel.index];
  return (
    <section aria-labelledby={titleId} className="bg-slate-50">
      <PageContainer className="py-12 sm:py-16">
        <h2 id={titleId} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('testimonials.title')}
        </h2>
        <CarouselRegion carousel={carousel} label={t('testimonials.carouselLabel')} className="mx-auto mt-8 max-w-3xl">
          <div {...carousel.liveProps}>
            {item && (
              <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <p className="text-amber-500" role="img" aria-label={t('testimonials.ratingLabel', { rating: item.rating })}>
                  <span aria-hidden="true">★★★★★</span>
                </p>
                <blockquote className="mt-3 text-lg text-slate-800">“{item.quote}”</blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.role}</span>
                </figcaption>
                <dl className="mt-5 grid grid-cols-2 gap-3">
                  <div className="rounded-lg bg-green-50 p-3">
                    <dt className="text-xs text-green-800">{t('testimonials.revenueLabel')}</dt>
                    <dd className="text-xl font-extrabold text-green-800">{item.revenue}</dd>
                  </div>
                  <div className="rounded-lg bg-brand-50 p-3">
                    <dt className="text-xs text-brand-800">{t('testimonials.leadsLabel')}</dt>
                    <dd className="text-xl font-extrabold text-brand-800">{item.leads}</dd>
                  </div>
                </dl>
              </figure>
            )}
          </div>
          <CarouselControls
            carousel={carousel}
            dotLabel={(position, count) => t('testimonials.dot', { position, count })}
            className="mt-6"
          />
        </CarouselRegion>
      </PageContainer>
    </section>
  );
}
