import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as Accordion from '@radix-ui/react-accordion';
import { LEGAL_DOCUMENT_KEYS, LEGAL_PAGES, legalPdfFileName, type LegalDocument, type LegalPage, type LegalSection } from '@hm/contracts';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { legalPdfHref } from '../legal-documents';

const PAGE_PATHS: Record<LegalPage, string> = {
  'privacy-policy': paths.privacyPolicy.getHref(),
  'terms-of-service': paths.termsOfService.getHref(),
  'cookie-policy': paths.cookiePolicy.getHref(),
  disclaimer: paths.disclaimer.getHref(),
};

/**
 * A legal page: its text in collapsible sections (Radix accordion: each heading is a
 * button with aria-expanded, operable by keyboard), expand/collapse all, a "Download PDF" link to
 * the API's rendering of the same text in the current language, and a way back home.
 */
export function LegalDocumentPage({ page }: { page: LegalPage }) {
  const key = LEGAL_DOCUMENT_KEYS[page];
  const title = usePageTitle(key);
  // The `legal` namespace is downloaded with the page (it is not a core namespace); the API's
  // PDF is rendered from the same texts.
  const { t } = useTranslation(['legal', 'pages']);
  const language = useLanguage();
  const document: LegalDocument = t(`legal:${key}`, { returnObjects: true });
  // A link to #section-id opens that section.
  const { hash } = useLocation();
  const linked = document.sections.find((section) => `#${section.id}` === hash)?.id;
  const [open, setOpen] = useState<string[]>(linked ? [linked] : [document.sections[0]!.id]);
  const allOpen = open.length === document.sections.length;

  return (
    <PageContainer className="py-10 sm:py-14">
      <article aria-labelledby="legal-title" className="mx-auto max-w-3xl">
        <header className="border-b border-slate-200 pb-6">
          <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm text-slate-600">{document.updated}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <a
              href={legalPdfHref(page, language)}
              download={legalPdfFileName(page, language)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
                <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1Zm-7 14a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Z" />
              </svg>
              {t('legal:common.downloadPdf')}
            </a>
            <button
              type="button"
              onClick={() => setOpen(allOpen ? [] : document.sections.map((section) => section.id))}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2 text-base font-semibold text-brand-800 hover:bg-brand-50"
            >
              {allOpen ? t('legal:common.collapseAll') : t('legal:common.expandAll')}
            </button>
          </div>
        </header>

        <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-700">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <Accordion.Root
          type="multiple"
          value={open}
          onValueChange={setOpen}
          className="mt-8 divide-y divide-slate-200 border-y border-slate-200"
        >
          {document.sections.map((section, index) => (
            <LegalSectionItem key={section.id} section={section} number={index + 1} />
          ))}
        </Accordion.Root>

        <nav aria-labelledby="legal-other-documents" className="mt-10">
          <h2 id="legal-other-documents" className="text-lg font-semibold text-slate-900">
            {t('legal:common.otherDocuments')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_PAGES.filter((other) => other !== page).map((other) => (
              <li key={other}>
                <Link to={PAGE_PATHS[other]} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  {t(`pages:${LEGAL_DOCUMENT_KEYS[other]}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10">
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('legal:common.backHome')}
          </ButtonLink>
        </div>
      </article>
    </PageContainer>
  );
}

function LegalSectionItem({ section, number }: { section: LegalSection; number: number }) {
  return (
    <Accordion.Item value={section.id} id={section.id}>
      <Accordion.Header asChild>
        <h2>
          <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            <span>
              {number}. {section.heading}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width="20"
              height="20"
              fill="currentColor"
              className="shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className="space-y-3 pb-5 text-base leading-relaxed text-slate-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.items && (
          <ul className="list-disc space-y-2 pl-6">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {section.after?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Accordion.Content>
    </Accordion.Item>
  );
}
