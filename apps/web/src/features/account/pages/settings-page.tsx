import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DataExport } from '../components/data-export';
import { SignedInDevices } from '../components/signed-in-devices';

/** /settings: the account's signed-in devices and its data export; the profile, password and notifications live on /profile. */
export function SettingsPage() {
  const title = usePageTitle('settings');
  const { t } = useTranslation('account');
  const devicesHeadingId = useId();
  const exportHeadingId = useId();
  return (
    <PageContainer className="py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-slate-600">
        {t('devices.intro')}{' '}
        <Link to={paths.profile.getHref()} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('devices.profileLink')}
        </Link>
      </p>
      <div className="mt-8 max-w-3xl space-y-8">
        <SignedInDevices headingId={devicesHeadingId} />
        <DataExport headingId={exportHeadingId} />
      </div>
    </PageContainer>
  );
}
