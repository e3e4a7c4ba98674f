import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@hm/catalog';
import { cardBrandName, type ReservationView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage } from '../../../hooks/use-language';
import { translateApiError } from '../../../lib/api-error';
import { usePublicConfig } from '../../public-config';
import { useStartCardSetupMutation } from '../api';

const BUTTON =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/**
 * Paying by card (docs/payments-by-card.md), to the booking's owner while it is not paid: save a card
 * on Stripe's page (it is charged once the final price is agreed), see which card, and pay through
 * Stripe's page when the bank asks to confirm or declines. Nothing shows without card payments.
 */
export function CardPayment({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const cardPayments = usePublicConfig()?.cardPayments ?? false;
  if (!cardPayments || booking.viewer !== 'customer' || booking.status === 'cancelled' || booking.payment) return null;
  const { cardPayment } = booking;
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });

  let body;
  if (!cardPayment) {
    body =
      searchParams.get('card') === 'saved' ? (
        <p role="status">{t('card.saving')}</p>
      ) : (
        <>
          <p>{t('card.intro')}</p>
          <SaveCardButton bookingNumber={booking.bookingNumber} />
        </>
      );
  } else {
    const card = cardPayment.card ? t('card.card', { brand: cardBrandName(cardPayment.card.brand), last4: cardPayment.card.last4 }) : '';
    const charge = cardPayment.charge;
    body =
      charge?.payUrl && (charge.status === 'requires_action' || charge.status === 'failed') ? (
        <>
          <FormAlert tone="error">
            {t(charge.status === 'requires_action' ? 'card.confirm' : 'card.declined', { card, amount: money(charge.amountCents) })}
          </FormAlert>
          <PayLink href={charge.payUrl} amount={money(charge.amountCents)} />
        </>
      ) : (
        <p role="status">
          {charge?.status === 'pending' || charge?.status === 'succeeded'
            ? t('card.charging', { card, amount: money(charge.amountCents) })
            : t('card.saved', { card })}
        </p>
      );
  }
  return (
    <section
      aria-labelledby="reservation-card-heading"
      className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-800"
      data-testid="card-payment"
    >
      <h3 id="reservation-card-heading" className="font-semibold text-slate-900">
        {t('card.heading')}
      </h3>
      <div className="mt-2">{body}</div>
    </section>
  );
}

/** Stripe's payment page for a charge waiting for the customer (the job's, or a late-change fee's). */
export function PayLink({ href, amount }: { href: string; amount: string }) {
  const { t } = useTranslation('reservation');
  return (
    <a href={href} className={`${BUTTON} mt-3`}>
      {t('card.pay', { amount })}
    </a>
  );
}

/**
 * "Save a card": opens Stripe's Checkout page (setup mode) for the booking, from its reservation or
 * the wizard's last step; says why when Stripe cannot be reached.
 */
export function SaveCardButton({ bookingNumber }: { bookingNumber: string }) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const [start, { isLoading, error }] = useStartCardSetupMutation();
  // One key per click: a retried request opens the same Checkout page, a new click a new one.
  const [attempt] = useState(() => crypto.randomUUID());
  const save = async () => {
    try {
      const { url } = await start({ bookingNumber, attempt }).unwrap();
      window.location.assign(url);
    } catch {
      // The alert says why.
    }
  };
  return (
    <>
      {error && (
        <FormAlert tone="error" focusOnShow>
          {translateApiError(error as Parameters<typeof translateApiError>[0], tErrors)}
        </FormAlert>
      )}
      <button
        type="button"
        onClick={() => void save()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        className={`${BUTTON} mt-3`}
      >
        {isLoading ? t('card.opening') : t('card.save')}
      </button>
    </>
  );
}
