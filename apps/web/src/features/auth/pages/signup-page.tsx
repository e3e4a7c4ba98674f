import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { AuthErrorCode, DUPLICATE_SIGNUP_REDIRECT_MS, LOGIN_SUCCESS_REDIRECT_MS } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { apiErrorMessageKey, translateApiError } from '../../../lib/api-error';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { SessionPending } from '../components/session-pending';
import { SignupFields } from '../components/signup-fields';
import { SocialAuthButtons } from '../components/social-auth-buttons';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { useSession } from '../hooks/use-session';
import { useSignupForm } from '../hooks/use-signup-form';
import { sanitizeReturnTo, withReturnTo } from '../return-to';
import type { SignupFormValues } from '../signup-request';
import { checkSignupForm, type FieldMessage } from '../validation';

type Phase = 'idle' | 'busy' | 'success' | 'duplicate';

export function SignupPage() {
  const title = usePageTitle('signup');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = sanitizeReturnTo(rawReturnTo);

  const signup = useSignupForm({
    check: (values) => checkSignupForm(values).fields,
    message: (key: FieldMessage) => t(`validation.${key}`),
  });
  const { form } = signup;
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [redirect, setRedirect] = useState<{ target: RedirectTarget; delayMs: number } | null>(null);
  useRedirectAfter(redirect?.target ?? null, redirect?.delayMs ?? 0);

  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'signed-in' && phase === 'idle') return <Navigate to={returnTo} replace />;

  const onValid = async (values: SignupFormValues) => {
    setPhase('busy');
    try {
      await signup.send(values);
      setPhase('success');
      setRedirect({ target: { to: returnTo }, delayMs: LOGIN_SUCCESS_REDIRECT_MS });
    } catch (error) {
      const failure = error as FetchBaseQueryError | SerializedError;
      setServerError(failure);
      if (apiErrorMessageKey(failure) !== AuthErrorCode.EmailTaken) {
        setPhase('idle');
        return;
      }
      // After 3 s, on to sign in with the e-mail filled in; passwords do not travel. The
      // emptied password fields are not the user's mistake: no "required" errors (reset).
      setPhase('duplicate');
      form.reset({ ...values, password: '', confirmPassword: '' });
      setRedirect({
        target: { to: paths.login.getHref(rawReturnTo ?? undefined), state: { email: values.email.trim() } },
        delayMs: DUPLICATE_SIGNUP_REDIRECT_MS,
      });
    }
  };

  return (
    <AuthCard
      title={title}
      lead={t('signup.lead')}
      footer={
        <p>
          {t('signup.haveAccount')} <AuthLink to={withReturnTo(paths.login.getHref(), rawReturnTo)}>{t('signup.signInLink')}</AuthLink>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={form.onSubmit(onValid, { busy: phase !== 'idle', onAttempt: () => setServerError(null) })}
        className="space-y-5"
      >
        <p className="text-sm text-slate-600">{t('allFieldsRequired')}</p>
        {form.hasMessage('required') && <FormAlert tone="error">{t('validation.summaryRequired')}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {translateApiError(serverError, tErrors)}
            {phase === 'duplicate' && <p className="mt-1">{t('signup.switchingToLogin')}</p>}
          </FormAlert>
        )}
        {phase === 'success' && <FormAlert tone="success">{t('signup.success')}</FormAlert>}
        <SignupFields signup={signup} withStrength />
        <SubmitButton
          busy={phase === 'busy'}
          busyLabel={t('signup.submitting')}
          disabled={phase === 'success' || phase === 'duplicate'}
          className="w-full"
        >
          {t('signup.submit')}
        </SubmitButton>
      </form>
      <SocialAuthButtons mode="signUp" returnTo={returnTo} />
    </AuthCard>
  );
}
