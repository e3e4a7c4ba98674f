import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { FaqQuestionForm } from '../../public-forms';
import { FaqAccordion } from '../components/faq-accordion';

const GROUPS = ['customers', 'professionals'] as const;

/** /faq: the customer and professional questions, each list with one answer open at a time, and the question form. */
export function FaqPage() {
  const title = usePageTitle('faq');
  const { t } = useTranslation('faq');
  const { t: tSite } = useTranslation('site');
  const groupId = useId();
  const formId = useId();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{tSite('faq.lead')}</p>
        </PageContainer>
      </section>
      <PageContainer className="grid gap-10 pb-12 lg:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group} aria-labelledby={`${groupId}-${group}`}>
            <h2 id={`${groupId}-${group}`} className="mb-4 text-2xl font-bold text-slate-900">
              {t(`groups.${group}.title`)}
            </h2>
            <FaqAccordion items={t(`groups.${group}.items`, { returnObjects: true })} />
          </section>
        ))}
      </PageContainer>
      <section aria-labelledby={formId} className="bg-slate-50">
        <PageContainer className="py-12 sm:py-16">
          <div className="mx-auto max-w-2xl">
            <h2 id={formId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {tSite('faq.formTitle')}
            </h2>
            <p className="mt-2 text-slate-600">{tSite('faq.formLead')}</p>
            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
              <FaqQuestionForm />
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
