import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../public-config';
import { SaveCardButton } from '../../reservation';
import { wizardClosed } from '../slice';
import { StepHeading } from './step-heading';

/** Step 6: the booking number, saving a card (with card payments), 'view my reservation' and close. */
export function SuccessStep({ bookingNumber, email }: { bookingNumber: string; email: string }) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const cardHeadingId = useId();
  // With card payments on, the card can be saved right away (or later, from the reservation).
  const cardPayments = usePublicConfig()?.cardPayments ?? false;
  return (
    <section aria-labelledby={headingId} className="py-4 text-center">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <div className="mt-4 flex justify-center">
        <StepHeading id={headingId}>{t('success.title')}</StepHeading>
      </div>
      {/* Received, not confirmed: the booking is pending until a professional is assigned. */}
      <p className="mt-3 text-slate-700">{t('success.next')}</p>
      <p className="mt-3 text-slate-700">{t('success.numberLabel')}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-brand-800" data-testid="booking-number">
        {bookingNumber}
      </p>
      {email && <p className="mt-4 text-slate-700">{t('success.emailNotice', { email })}</p>}
      {cardPayments && (
        <section
          aria-labelledby={cardHeadingId}
          className="mx-auto mt-6 max-w-md rounded-xl bg-slate-50 p-4 text-left text-sm text-slate-800"
        >
          <h3 id={cardHeadingId} className="font-semibold text-slate-900">
            {t('success.cardHeading')}
          </h3>
          <p className="mt-1">{t('success.cardIntro')}</p>
          <SaveCardButton bookingNumber={bookingNumber} />
        </section>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => {
            dispatch(wizardClosed());
            void navigate(paths.reservation.getHref(bookingNumber));
          }}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('success.viewReservation')}
        </button>
        <button
          type="button"
          onClick={() => dispatch(wizardClosed())}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('actions.close')}
        </button>
      </div>
    </section>
  );
}
