import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';

/** Landing "closing call to action". */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageContainer className="py-12 sm:py-16">
        <div className="on-dark rounded-2xl bg-brand-800 px-6 py-10 text-center sm:px-10">
          <h2 id={titleId} className="text-2xl font-bold text-white sm:text-3xl">
            {t('closing.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('closing.lead')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.bookService.getHref()} variant="secondary">
              {t('closing.book')}
            </ButtonLink>
            <ButtonLink to={paths.growBusiness.getHref()} variant="outlineLight">
              {t('closing.pro')}
            </ButtonLink>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
