import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function AboutPage() {
  const title = usePageTitle('about');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('about.description')}
      actions={
        <>
          <ButtonLink to={paths.discoverServices.getHref()}>
            {t('common:links.discoverServices')}
          </ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            {t('common:links.contact')}
          </ButtonLink>
        </>
      }
    />
  );
}
