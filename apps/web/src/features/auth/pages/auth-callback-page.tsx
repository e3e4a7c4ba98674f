import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function AuthCallbackPage() {
  const title = usePageTitle('authCallback');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('authCallback.description')}
      actions={
        <ButtonLink to={paths.home.getHref()}>{t('common:links.home')}</ButtonLink>
      }
    />
  );
}
