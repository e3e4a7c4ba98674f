import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import type { ReservationView } from '@hm/contracts';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingDate, formatBookingTime } from '../../booking';
import { formatDay, torontoClockOf } from '../format';
import { bookedServiceText } from '../service-text';
import { LateFeeLines } from './change-policy';
import { BookingAddress, Card, Detail } from './details-panel';

/**
 * A cancelled booking (docs/booking-statuses.md): what was cancelled (the service, the visit that
 * was planned, where) and when and by whom, instead of the price estimate and the pro search.
 */
export function CancelledBooking({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  const clock = useClock();
  const category = getService(booking.serviceId);
  const service = bookedServiceText(booking, language);
  const { cancellation } = booking;
  const by =
    cancellation?.by === 'admin'
      ? t('cancelled.byHomeMate')
      : booking.viewer === 'customer'
        ? t('cancelled.byYou')
        : t('cancelled.byCustomer');
  return (
    <Card title={t('cancelled.heading')} titleId="reservation-cancelled-heading">
      {cancellation && (
        <p className="rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {t('cancelled.when', {
            date: formatDay(cancellation.cancelledAt, language),
            time: formatBookingTime(torontoClockOf(cancellation.cancelledAt), language, clock),
            by,
          })}
        </p>
      )}
      <dl className="mt-3 divide-y divide-slate-200">
        <Detail label={t('details.service')}>
          {category && <span className="block text-sm font-semibold text-slate-700">{category.name[language]}</span>}
          <span className="block font-semibold">{service.name}</span>
        </Detail>
        <Detail label={t('cancelled.plannedFor')}>
          {t('details.dateAtTime', {
            date: formatBookingDate(booking.scheduledDate, language),
            time: formatBookingTime(booking.scheduledTime, language, clock),
          })}
        </Detail>
        <Detail label={t('details.address')}>
          <BookingAddress booking={booking} />
        </Detail>
        {booking.lateFees.length > 0 && (
          <Detail label={t('policy.feesLabel')}>
            <LateFeeLines fees={booking.lateFees} />
          </Detail>
        )}
      </dl>
    </Card>
  );
}
