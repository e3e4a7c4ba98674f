import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@hm/contracts';

const TONES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-blue-100 text-blue-900 ring-blue-300',
  in_progress: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

/** Booking status: its label as a badge. Reusable wherever a booking is listed. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('reservation');
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${TONES[status]}`}>
      {t(`status.label.${status}`)}
    </span>
  );
}
