import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function BookingsPage() {
  const title = usePageTitle('bookings');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('bookings.description')}
      actions={
        <>
          <ButtonLink to={paths.bookService.getHref()}>
            {t('common:links.bookService')}
          </ButtonLink>
          <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
            {t('common:links.dashboard')}
          </ButtonLink>
        </>
      }
    />
  );
}
