import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

// Served by the API (Bull Board), not by this app: a full page load, not a router link.
const QUEUE_DASHBOARD_HREF = '/admin/queues';

export function AdminPage() {
  const title = usePageTitle('admin');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('admin.description')}
      actions={
        <>
          <a
            href={QUEUE_DASHBOARD_HREF}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('common:links.queues')}
          </a>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('common:links.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
