import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_CALLBACK_FAILURE_REDIRECT_MS, AUTH_CALLBACK_SUCCESS_REDIRECT_MS } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { refreshSession } from '../../../lib/session/refresh-session';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { takeOAuthReturnTo } from '../oauth';

type Outcome = { state: 'working' } | { state: 'success'; redirect: RedirectTarget } | { state: 'error'; redirect: RedirectTarget };

const FAILURE: Outcome = { state: 'error', redirect: { to: paths.home.getHref() } };

/**
 * End of the Google/Facebook/GitHub round trip. The API has set the refresh cookie (or
 * added `?error=`); trading the cookie for a session proves the sign-in worked.
 */
export function AuthCallbackPage() {
  const title = usePageTitle('authCallback');
  const { t } = useTranslation('auth');
  const store = useStore();
  const [searchParams] = useSearchParams();
  const failedAtProvider = searchParams.has('error');
  const returnToInUrl = searchParams.get('returnTo');
  const [outcome, setOutcome] = useState<Outcome>(failedAtProvider ? FAILURE : { state: 'working' });

  useEffect(() => {
    if (failedAtProvider) return;
    let active = true;
    // Under StrictMode this runs twice; both runs share one refresh (single flight).
    void refreshSession(store).then((result) => {
      if (!active) return;
      setOutcome(result === 'refreshed' ? { state: 'success', redirect: { to: takeOAuthReturnTo(returnToInUrl) } } : FAILURE);
    });
    return () => {
      active = false;
    };
  }, [failedAtProvider, returnToInUrl, store]);

  useRedirectAfter(
    outcome.state === 'working' ? null : outcome.redirect,
    outcome.state === 'success' ? AUTH_CALLBACK_SUCCESS_REDIRECT_MS : AUTH_CALLBACK_FAILURE_REDIRECT_MS,
  );

  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto max-w-md text-center">
        {outcome.state === 'working' && (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p role="status" className="mt-4 text-slate-700">
              {t('callback.working')}
            </p>
          </>
        )}
        {outcome.state === 'success' && (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('callback.successTitle')}</h1>
            <FormAlert tone="success" className="mt-6">
              {t('callback.successText')}
            </FormAlert>
          </>
        )}
        {outcome.state === 'error' && (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('callback.errorTitle')}</h1>
            <FormAlert tone="error" className="mt-6">
              {t('callback.errorText')}
            </FormAlert>
          </>
        )}
      </div>
    </PageContainer>
  );
}
