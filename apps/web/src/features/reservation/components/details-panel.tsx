import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import { arrivalWindow, formatPhone, type ReservationView } from '@hm/contracts';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingDate, formatBookingTime } from '../../booking';
import { formatDay } from '../format';
import { bookedServiceText } from '../service-text';
import { ChangePolicyNote, LateFeeLines } from './change-policy';
import { CardPayment } from './card-payment';
import { FinalInvoiceBreakdown, InvoiceDecision } from './final-invoice';
import { TipForm } from './tip-form';
import { PriceBreakdown } from './price-breakdown';
import { ThankYouCodeNote } from './thank-you-code-note';
import { ProfessionalCard } from './professional-card';

/** One line of a booking's details: a label and its value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The visit's address on two lines (street and apartment; city and postal code). */
export function BookingAddress({ booking }: { booking: Pick<ReservationView, 'address' | 'apartment' | 'city' | 'postalCode'> }) {
  const { t } = useTranslation('reservation');
  return (
    <>
      <span className="block">
        {booking.address}
        {booking.apartment && `, ${t('details.apartment', { apartment: booking.apartment })}`}
      </span>
      <span className="block">
        {booking.city} {booking.postalCode}
      </span>
    </>
  );
}

export function Card({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What was booked, when, where and for whom (the booking's own snapshot of the service). */
export function BookingDetails({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const { t: tBooking } = useTranslation('booking');
  const language = useLanguage();
  const clock = useClock();
  const category = getService(booking.serviceId);
  const service = bookedServiceText(booking, language);
  // The promised window until the pro is on the way; then their estimated arrival (ProfessionalCard).
  const window = arrivalWindow(booking.scheduledTime);
  const awaitingArrival = booking.status === 'pending' || (booking.status === 'confirmed' && booking.timelineStatus === 'pro_assigned');
  return (
    <Card title={t('details.heading')} titleId="reservation-details-heading">
      <dl className="divide-y divide-slate-200">
        <Detail label={t('details.service')}>
          {category && <span className="block text-sm font-semibold text-brand-800">{category.name[language]}</span>}
          <span className="block font-semibold">{service.name}</span>
          <span className="block text-sm text-slate-600">{service.description}</span>
        </Detail>
        <Detail label={t('details.dateTime')}>
          {t('details.dateAtTime', {
            date: formatBookingDate(booking.scheduledDate, language),
            time: formatBookingTime(booking.scheduledTime, language, clock),
          })}
          {awaitingArrival && (
            <span className="mt-1 block text-sm text-slate-600">
              {t('details.arrivalWindow', {
                from: formatBookingTime(window.from, language, clock),
                to: formatBookingTime(window.to, language, clock),
              })}
            </span>
          )}
          <ChangePolicyNote booking={booking} />
        </Detail>
        {booking.lateFees.length > 0 && (
          <Detail label={t('policy.feesLabel')}>
            <LateFeeLines fees={booking.lateFees} />
          </Detail>
        )}
        <Detail label={t('details.address')}>
          <BookingAddress booking={booking} />
        </Detail>
        {booking.description && (
          <Detail label={t('details.description')}>
            <span className="whitespace-pre-line">{booking.description}</span>
          </Detail>
        )}
        {(booking.accessNotes || booking.parking || booking.parkingNotes) && (
          // Only the owner, operators and the assigned pro ever receive these (docs/booking-rules.md).
          <Detail label={t('details.access')}>
            {booking.accessNotes && <span className="block">{booking.accessNotes}</span>}
            {(booking.parking || booking.parkingNotes) && (
              <span className="block">
                {[booking.parking && tBooking(`parking.${booking.parking}`), booking.parkingNotes].filter(Boolean).join(' · ')}
              </span>
            )}
          </Detail>
        )}
        <Detail label={t('details.contact')}>
          <span className="block">
            {booking.firstName} {booking.lastName}
          </span>
          <span className="block">{booking.email}</span>
          <span className="block">{formatPhone(booking.phone)}</span>
        </Detail>
      </dl>
      <p className="mt-3 text-sm text-slate-500">{t('details.bookedOn', { date: formatDay(booking.createdAt, language) })}</p>
    </Card>
  );
}

export function ProfessionalSection({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  // Nobody will come to a cancelled booking: no "we are matching you" promise there.
  if (!booking.professional && booking.status === 'cancelled') return null;
  return (
    <Card title={t('professional.heading')} titleId="reservation-professional-heading">
      {booking.professional ? (
        <ProfessionalCard professional={booking.professional} />
      ) : (
        <p className="text-slate-600">{t('professional.notAssigned')}</p>
      )}
    </Card>
  );
}

export function PriceSection({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  return (
    <Card title={t(booking.invoice ? 'invoice.heading' : 'price.heading')} titleId="reservation-price-heading">
      {booking.invoice ? (
        <>
          <FinalInvoiceBreakdown booking={{ ...booking, invoice: booking.invoice }} />
          <InvoiceDecision booking={{ ...booking, invoice: booking.invoice }} />
          {booking.tipUntil && <TipForm booking={{ ...booking, invoice: booking.invoice }} />}
        </>
      ) : (
        // HomeMate pays the customer's offer: the pro's view shows the work's price.
        <PriceBreakdown price={booking.price} offer={booking.viewer === 'professional' ? null : booking.price.offer} />
      )}
      <CardPayment booking={booking} />
      {booking.thankYouCode && <ThankYouCodeNote code={booking.thankYouCode} />}
    </Card>
  );
}
