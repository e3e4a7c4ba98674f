import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function BookServicePage() {
  const title = usePageTitle('bookService');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('bookService.description')}
      actions={
        <>
          <ButtonLink to={paths.services.getHref()}>
            {t('common:links.services')}
          </ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            {t('common:links.contact')}
          </ButtonLink>
        </>
      }
    />
  );
}
