import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOpenBooking } from '../hooks/use-open-booking';
import { selectBookingWizard } from '../slice';
import { PROGRESS_STEPS } from '../wizard-state';
import { wizardStartFrom } from '../wizard-start';

/**
 * /book-service: opens the booking wizard with the category picker first; or, from a link with a
 * service (and a day) such as the assistant's button, on them (wizard-start.ts).
 */
export function BookServicePage() {
  const title = usePageTitle('bookService');
  const { t } = useTranslation('booking');
  const openBooking = useOpenBooking();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A wizard restored after a reload stays as it was.
  const alreadyOpen = useSelector(selectBookingWizard).open;
  const query = search.toString();
  useEffect(() => {
    const linked = query !== '';
    const start = linked ? wizardStartFrom(new URLSearchParams(query), new Date()) : null;
    if (start) openBooking(start.serviceId, start.date ?? undefined);
    else if (!alreadyOpen) openBooking(null);
    // The wizard holds them now and survives a reload; the address stays the page's own.
    if (linked) void navigate(paths.bookService.getHref(), { replace: true });
    // On arrival and on a new link only: closing the wizard leaves the page with its button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return (
    <PageContainer className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('page.lead')}</p>
      <ol className="mt-8 grid max-w-3xl gap-3 sm:grid-cols-5">
        {PROGRESS_STEPS.map((step, index) => (
          <li key={step} className="rounded-xl border border-slate-200 bg-white p-4">
            <span className="text-sm font-semibold text-brand-800">{index + 1}</span>
            <span className="mt-1 block font-semibold text-slate-900">{t(`progress.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => openBooking(null)}
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 text-base font-semibold text-white hover:bg-brand-800"
      >
        {t('page.start')}
      </button>
    </PageContainer>
  );
}
