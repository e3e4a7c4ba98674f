import { useTranslation } from 'react-i18next';
import type { BookingSummaryView } from '@hm/contracts';
import { BookingTimeline } from '../../reservation';
import { timelinePanelId } from './booking-table';

/** The inline activity timeline under a list row: the reservation page's own timeline component (it follows the booking live). */
export function RowTimeline({ booking }: { booking: BookingSummaryView }) {
  const { t } = useTranslation('dashboard');
  return (
    <div id={timelinePanelId(booking.bookingNumber)} role="region" aria-label={t('list.timelineRegion', { number: booking.bookingNumber })}>
      <BookingTimeline key={booking.bookingNumber} bookingNumber={booking.bookingNumber} headingLevel={3} />
    </div>
  );
}
