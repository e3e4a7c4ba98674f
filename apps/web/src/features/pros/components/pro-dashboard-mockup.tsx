import { useTranslation } from 'react-i18next';
import { PhoneMockup } from '../../marketing';

/** /grow-business: an illustration of the pro app on a phone, with example figures its label calls an example. */
export function ProDashboardMockup() {
  const { t } = useTranslation('growBusiness');
  const bookings = t('mockup.bookings', { returnObjects: true });
  return (
    <PhoneMockup label={t('mockup.label')}>
      <p className="text-xs font-semibold text-slate-500">{t('mockup.greeting')}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-brand-700 p-3 text-white">
          <p className="text-[11px] opacity-90">{t('mockup.earningsToday')}</p>
          <p className="text-lg font-extrabold">{t('mockup.earnings')}</p>
        </div>
        <div className="rounded-xl bg-white p-3 shadow-sm">
          <p className="text-[11px] text-slate-500">{t('mockup.completedJobs')}</p>
          <p className="text-lg font-extrabold text-slate-900">{t('mockup.completed')}</p>
        </div>
      </div>
      <p className="mt-4 text-xs font-semibold text-slate-700">{t('mockup.upcoming')}</p>
      <ul className="mt-2 space-y-2">
        {bookings.map((booking) => (
          <li key={booking.service} className="flex items-center justify-between rounded-lg bg-white p-2 shadow-sm">
            <span>
              <span className="block text-xs font-semibold text-slate-900">{booking.service}</span>
              <span className="block text-[11px] text-slate-500">{booking.when}</span>
            </span>
            <span className="text-xs font-bold text-brand-800">{booking.price}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs font-semibold text-slate-700">{t('mockup.recentReview')}</p>
      <div className="mt-2 rounded-lg bg-white p-2 shadow-sm">
        <p aria-hidden="true" className="text-xs text-amber-500">
          ★★★★★
        </p>
        <p className="text-[11px] text-slate-600">{t('mockup.review')}</p>
      </div>
      <div className="mt-auto grid grid-cols-4 gap-1 border-t border-slate-200 pt-3 text-center text-[10px] font-semibold text-slate-500">
        <span className="text-brand-700">{t('mockup.nav.home')}</span>
        <span>{t('mockup.nav.jobs')}</span>
        <span>{t('mockup.nav.earnings')}</span>
        <span>{t('mockup.nav.profile')}</span>
      </div>
    </PhoneMockup>
  );
}
