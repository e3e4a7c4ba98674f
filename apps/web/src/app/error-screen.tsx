import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../components/ui/page-container';
import { useDocumentTitle } from '../hooks/use-page-title';
import { NotFoundPage } from './not-found-page';

// Plain <a href="/">, not <Link>: after an error the router itself may be what is broken,
// and a full load starts clean.
const HOME_HREF = '/';

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const title = t('errorScreen.title');
  useDocumentTitle(title);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageContainer className="py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t('errorScreen.message')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('errorScreen.reload')}
        </button>
        <a
          href={HOME_HREF}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('errorScreen.home')}
        </a>
      </div>
    </PageContainer>
  );
}

/** The router's error element ('Unexpected Application Error!'); a 404 shows the 404 page. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError error={error} />;
}

/** For errors in the layout itself, which therefore cannot wrap this screen. */
export function RootErrorScreen() {
  return (
    <main id="main-content" tabIndex={-1} className="outline-none">
      <ErrorScreen />
    </main>
  );
}
