import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { ServiceGrid } from '../../../components/service-grid';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ServicesPage() {
  const title = usePageTitle('services');
  const { t } = useTranslation(['pages', 'common']);
  const headingId = useId();
  return (
    <PlaceholderPage
      title={title}
      description={t('services.description')}
      actions={
        <>
          <ButtonLink to={paths.bookService.getHref()}>{t('common:links.bookService')}</ButtonLink>
          <ButtonLink to={paths.discoverServices.getHref()} variant="secondary">
            {t('common:links.discoverServices')}
          </ButtonLink>
        </>
      }
    >
      <section aria-labelledby={headingId} className="mt-12">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('services.catalogue')}
        </h2>
        <div className="mt-6">
          <ServiceGrid />
        </div>
      </section>
    </PlaceholderPage>
  );
}
