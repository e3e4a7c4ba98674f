import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container';

interface PlaceholderPageProps {
  title: string;
  /** What the page will offer once its feature ships. */
  description: string;
  /** Links to somewhere useful meanwhile. */
  actions: ReactNode;
  /** Real content the page can already show. */
  children?: ReactNode;
}

/** A page whose feature comes in a later release: says so plainly, with no fake content. */
export function PlaceholderPage({ title, description, actions, children }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <PageContainer className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {t('comingSoon')}
        </p>
        <p className="mt-4 text-lg text-slate-700">{description}</p>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </section>
      {children}
    </PageContainer>
  );
}
