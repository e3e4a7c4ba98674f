import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ReservationPage() {
  const title = usePageTitle('reservation');
  const { t } = useTranslation(['pages', 'common']);
  const { bookingNumber = '' } = useParams();
  return (
    <PlaceholderPage
      title={title}
      description={t('reservation.description', { bookingNumber })}
      actions={
        <>
          <ButtonLink to={paths.bookService.getHref()}>{t('common:links.bookService')}</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            {t('common:links.contact')}
          </ButtonLink>
        </>
      }
    />
  );
}
