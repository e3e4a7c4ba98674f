import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { WaitlistForm } from '../../public-forms';
import { FeatureIcon } from './feature-icon';
import { PhoneMockup } from './phone-mockup';

function AppPreview() {
  const { t } = useTranslation('landing');
  return (
    <PhoneMockup label={t('launch.mockup.label')}>
      <p className="text-xs text-slate-600">HomeMate</p>
      <p className="text-lg font-bold text-slate-900">{t('launch.mockup.greeting')}</p>
      <div className="mt-4 rounded-2xl bg-brand-700 p-4 text-white">
        <p className="text-xs text-brand-100">{t('launch.mockup.next')}</p>
        <p className="mt-1 font-semibold">{t('launch.mockup.service')}</p>
        <p className="text-sm text-brand-50">{t('launch.mockup.time')}</p>
        <p className="mt-3 inline-flex rounded-full bg-brand-900 px-2 py-0.5 text-xs font-semibold">{t('launch.mockup.status')}</p>
      </div>
      <div className="mt-3 flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-amber-100 text-sm font-bold text-amber-900">A</span>
        <span className="text-sm font-semibold text-slate-800">{t('launch.mockup.pro')}</span>
      </div>
      <div className="mt-3 mb-4 grid grid-cols-4 gap-2">
        {(['sparkle', 'bolt', 'pin', 'calendar'] as const).map((icon) => (
          <span key={icon} className="inline-flex aspect-square items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
            <FeatureIcon name={icon} className="size-5" />
          </span>
        ))}
      </div>
      <p className="mt-auto rounded-xl bg-slate-900 py-2.5 text-center text-sm font-semibold text-white">{t('launch.mockup.book')}</p>
    </PhoneMockup>
  );
}

/** Landing "launch/waitlist with a phone mockup". */
export function LaunchSection() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="overflow-hidden bg-gradient-to-br from-brand-50 to-white">
      <PageContainer className="py-12 sm:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto]">
          <div className="max-w-xl">
            <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{t('launch.eyebrow')}</p>
            <h2 id={titleId} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('launch.title')}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{t('launch.lead')}</p>
            <div className="mt-6">
              <WaitlistForm source="landing" />
            </div>
            <p className="mt-3 text-sm text-slate-600">{t('launch.note')}</p>
          </div>
          <AppPreview />
        </div>
      </PageContainer>
    </section>
  );
}
