import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button-link';
import { PageContainer } from '../components/ui/page-container';
import { usePageTitle } from '../hooks/use-page-title';

export function NotFoundPage() {
  const title = usePageTitle('notFound');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PageContainer className="py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home.getHref()}>{t('common:links.home')}</ButtonLink>
        <ButtonLink to={paths.services.getHref()} variant="secondary">
          {t('common:links.services')}
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
