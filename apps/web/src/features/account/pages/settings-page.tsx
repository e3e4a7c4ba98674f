import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function SettingsPage() {
  const title = usePageTitle('settings');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('settings.description')}
      actions={
        <>
          <ButtonLink to={paths.dashboard.getHref()}>
            {t('common:links.dashboard')}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('common:links.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
