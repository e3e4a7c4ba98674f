import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';

/** Shown while the first load restores the session, before deciding what a page shows. */
export function SessionPending() {
  const { t } = useTranslation('auth');
  return (
    <PageContainer className="py-16">
      <p role="status" className="text-center text-slate-600">
        {t('requireAuth.checking')}
      </p>
    </PageContainer>
  );
}
