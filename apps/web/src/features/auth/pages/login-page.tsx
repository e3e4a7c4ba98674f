import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function LoginPage() {
  const title = usePageTitle('login');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('login.description')}
      actions={
        <>
          <ButtonLink to={paths.services.getHref()}>
            {t('common:links.services')}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('common:links.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
