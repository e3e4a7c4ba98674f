import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ForgotPasswordPage() {
  const title = usePageTitle('forgotPassword');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('forgotPassword.description')}
      actions={
        <>
          <ButtonLink to={paths.contact.getHref()}>
            {t('common:links.contact')}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('common:links.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
