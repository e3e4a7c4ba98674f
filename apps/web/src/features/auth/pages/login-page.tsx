import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { LOGIN_SUCCESS_REDIRECT_MS, type SessionUser } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { translateApiError } from '../../../lib/api-error';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { LoginFields } from '../components/login-fields';
import { SessionPending } from '../components/session-pending';
import { SocialAuthButtons } from '../components/social-auth-buttons';
import { useLoginForm, type LoginFormValues } from '../hooks/use-login-form';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { useSession } from '../hooks/use-session';
import { homeOf, isDashboardPath, sanitizeReturnTo, withReturnTo } from '../return-to';
import { checkLoginForm, type FieldMessage } from '../validation';

/** Router state the login page understands (set by RequireAuth and by the sign-up page). */
interface LoginLocationState {
  authRequired?: boolean;
  email?: string;
}

function readState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { authRequired, email } = state as Record<string, unknown>;
  return { authRequired: authRequired === true, email: typeof email === 'string' ? email : undefined };
}

type Phase = 'idle' | 'busy' | 'success';

export function LoginPage() {
  const title = usePageTitle('login');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = sanitizeReturnTo(rawReturnTo);
  // With no return path, each user lands on their own home (a professional on the pro app).
  const destination = (user: SessionUser) => (rawReturnTo === null ? homeOf(user.role) : returnTo);
  const { authRequired, email: prefilledEmail } = readState(location.state);

  const login = useLoginForm({
    check: (values) => checkLoginForm(values).fields,
    message: (key: FieldMessage) => t(`validation.${key}`),
    email: prefilledEmail,
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [redirect, setRedirect] = useState<RedirectTarget | null>(null);
  useRedirectAfter(redirect, LOGIN_SUCCESS_REDIRECT_MS);

  if (session.status === 'loading') return <SessionPending />;
  // Already signed in when arriving (or signed in from another tab): nothing to do here.
  // Not after signing in with this form, which first shows its success message.
  if (session.status === 'signed-in' && phase === 'idle') return <Navigate to={destination(session.user)} replace />;

  const onValid = async (values: LoginFormValues) => {
    setPhase('busy');
    try {
      const { user } = await login.send(values);
      setPhase('success');
      setRedirect({ to: destination(user) });
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
      setPhase('idle');
    }
  };

  // The dashboard's guard explains why the user is here; other guarded pages too.
  const toDashboard = rawReturnTo !== null && isDashboardPath(returnTo);
  const notice = (toDashboard || authRequired) && (
    <FormAlert tone="info" title={t('login.authRequiredTitle')}>
      {toDashboard ? t('login.authRequiredDashboard') : t('login.authRequiredPage')}
    </FormAlert>
  );

  return (
    <AuthCard
      title={title}
      lead={t('login.lead')}
      notice={notice}
      footer={
        <p>
          {t('login.noAccount')} <AuthLink to={withReturnTo(paths.signup.getHref(), rawReturnTo)}>{t('login.signUpLink')}</AuthLink>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={login.form.onSubmit(onValid, { busy: phase !== 'idle', onAttempt: () => setServerError(null) })}
        className="space-y-5"
      >
        {login.form.hasMessage('required') && <FormAlert tone="error">{t('validation.summaryLogin')}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {translateApiError(serverError, tErrors)}
          </FormAlert>
        )}
        {phase === 'success' && <FormAlert tone="success">{t('login.success')}</FormAlert>}
        <LoginFields
          login={login}
          afterPassword={
            <p className="mt-2 text-right text-sm">
              <AuthLink to={paths.forgotPassword.getHref()}>{t('login.forgotPassword')}</AuthLink>
            </p>
          }
        />
        <SubmitButton busy={phase === 'busy'} busyLabel={t('login.submitting')} disabled={phase === 'success'} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <SocialAuthButtons mode="signIn" returnTo={returnTo} />
    </AuthCard>
  );
}
