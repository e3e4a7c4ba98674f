import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@hm/contracts';

// Text plus colour, never colour alone. Each pair passes WCAG AA contrast.
export const STATUS_STYLES: Record<BookingStatus, { badge: string; swatch: string }> = {
  pending: { badge: 'bg-amber-100 text-amber-900', swatch: 'fill-amber-400 bg-amber-400' },
  confirmed: { badge: 'bg-sky-100 text-sky-900', swatch: 'fill-sky-500 bg-sky-500' },
  in_progress: { badge: 'bg-violet-100 text-violet-900', swatch: 'fill-violet-500 bg-violet-500' },
  completed: { badge: 'bg-green-100 text-green-900', swatch: 'fill-green-600 bg-green-600' },
  cancelled: { badge: 'bg-slate-200 text-slate-800', swatch: 'fill-slate-400 bg-slate-400' },
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLES[status].badge}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
