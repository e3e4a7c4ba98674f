import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { LOGIN_SUCCESS_REDIRECT_MS } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { usePageTitle } from '../../../hooks/use-page-title';
import { translateApiError } from '../../../lib/api-error';
import { useSignInMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { SessionPending } from '../components/session-pending';
import { SocialAuthButtons } from '../components/social-auth-buttons';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { useSession } from '../hooks/use-session';
import { isDashboardPath, sanitizeReturnTo, withReturnTo } from '../return-to';
import { checkLoginForm, isFormValid } from '../validation';

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
  const { authRequired, email: prefilledEmail } = readState(location.state);

  const [values, setValues] = useState({ email: prefilledEmail ?? '', password: '', rememberMe: false });
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [redirect, setRedirect] = useState<RedirectTarget | null>(null);
  const [signIn] = useSignInMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  useRedirectAfter(redirect, LOGIN_SUCCESS_REDIRECT_MS);

  if (session.status === 'loading') return <SessionPending />;
  // Already signed in when arriving (or signed in from another tab): nothing to do here.
  // Not after signing in with this form, which first shows its success message.
  if (session.status === 'signed-in' && phase === 'idle') return <Navigate to={returnTo} replace />;

  const check = submitted ? checkLoginForm(values) : null;
  const fieldError = (field: 'email' | 'password') => {
    const message = check?.fields[field];
    return message ? t(`validation.${message}`) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setSubmitted(true);
    setServerError(null);
    if (!isFormValid(checkLoginForm(values))) {
      setAttempt((count) => count + 1);
      return;
    }
    setPhase('busy');
    try {
      await signIn({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe }).unwrap();
      setPhase('success');
      setRedirect({ to: returnTo });
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
      setPhase('idle');
    }
  };

  // SPEC §2: the dashboard's guard explains why the user is here; other guarded pages too.
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
          {t('login.noAccount')}{' '}
          <AuthLink to={withReturnTo(paths.signup.getHref(), rawReturnTo)}>{t('login.signUpLink')}</AuthLink>
        </p>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {check?.summary && <FormAlert tone="error">{t(`validation.${check.summary}`)}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {translateApiError(serverError, tErrors)}
          </FormAlert>
        )}
        {phase === 'success' && <FormAlert tone="success">{t('login.success')}</FormAlert>}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          error={fieldError('email')}
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
            error={fieldError('password')}
            showLabel={t('passwordVisibility.show')}
            hideLabel={t('passwordVisibility.hide')}
          />
          <p className="mt-2 text-right text-sm">
            <AuthLink to={paths.forgotPassword.getHref()}>{t('login.forgotPassword')}</AuthLink>
          </p>
        </div>
        <CheckboxField
          label={t('fields.rememberMe')}
          name="rememberMe"
          checked={values.rememberMe}
          onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
        />
        <SubmitButton busy={phase === 'busy'} busyLabel={t('login.submitting')} disabled={phase === 'success'} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <SocialAuthButtons mode="signIn" returnTo={returnTo} />
    </AuthCard>
  );
}
