import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { AuthErrorCode, DUPLICATE_SIGNUP_REDIRECT_MS, LOGIN_SUCCESS_REDIRECT_MS } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { apiErrorMessageKey, translateApiError } from '../../../lib/api-error';
import { useSignUpMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { PasswordStrength, PasswordsMatch } from '../components/password-strength';
import { SessionPending } from '../components/session-pending';
import { SocialAuthButtons } from '../components/social-auth-buttons';
import { HoneypotField } from '../../public-forms/components/honeypot-field';
import { useBotTraps } from '../../public-forms/hooks/use-bot-traps';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { useSession } from '../hooks/use-session';
import { sanitizeReturnTo, withReturnTo } from '../return-to';
import { checkSignupForm, isFormValid, type SignupValues } from '../validation';

type Phase = 'idle' | 'busy' | 'success' | 'duplicate';

const EMPTY: SignupValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

const LEGAL_LINK_CLASS = 'rounded font-semibold text-brand-800 underline underline-offset-4';

export function SignupPage() {
  const title = usePageTitle('signup');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = sanitizeReturnTo(rawReturnTo);

  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [redirect, setRedirect] = useState<{ target: RedirectTarget; delayMs: number } | null>(null);
  const [signUp] = useSignUpMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { honeypot, trapFields } = useBotTraps();
  useFocusFirstInvalid(formRef, attempt);
  useRedirectAfter(redirect?.target ?? null, redirect?.delayMs ?? 0);

  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'signed-in' && phase === 'idle') return <Navigate to={returnTo} replace />;

  const check = submitted ? checkSignupForm(values) : null;
  const fieldError = (field: keyof SignupValues) => {
    const message = check?.fields[field];
    return message ? t(`validation.${message}`) : undefined;
  };
  const set = (field: Exclude<keyof SignupValues, 'acceptTerms'>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setSubmitted(true);
    setServerError(null);
    if (!isFormValid(checkSignupForm(values))) {
      setAttempt((count) => count + 1);
      return;
    }
    setPhase('busy');
    try {
      await signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        locale: language,
        acceptTerms: true,
        ...trapFields(),
      }).unwrap();
      setPhase('success');
      setRedirect({ target: { to: returnTo }, delayMs: LOGIN_SUCCESS_REDIRECT_MS });
    } catch (error) {
      const failure = error as FetchBaseQueryError | SerializedError;
      setServerError(failure);
      if (apiErrorMessageKey(failure) === AuthErrorCode.EmailTaken) {
        // SPEC §4: after 3 s, on to sign in with the e-mail filled in; passwords do not travel.
        setPhase('duplicate');
        setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
        // The emptied password fields are not the user's mistake: no "required" errors.
        setSubmitted(false);
        setRedirect({
          target: { to: paths.login.getHref(rawReturnTo ?? undefined), state: { email: values.email.trim() } },
          delayMs: DUPLICATE_SIGNUP_REDIRECT_MS,
        });
      } else {
        setPhase('idle');
      }
    }
  };

  return (
    <AuthCard
      title={title}
      lead={t('signup.lead')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <AuthLink to={withReturnTo(paths.login.getHref(), rawReturnTo)}>{t('signup.signInLink')}</AuthLink>
        </p>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <p className="text-sm text-slate-600">{t('allFieldsRequired')}</p>
        {check?.summary && <FormAlert tone="error">{t(`validation.${check.summary}`)}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {translateApiError(serverError, tErrors)}
            {phase === 'duplicate' && <p className="mt-1">{t('signup.switchingToLogin')}</p>}
          </FormAlert>
        )}
        {phase === 'success' && <FormAlert tone="success">{t('signup.success')}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={set('firstName')}
            error={fieldError('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={set('lastName')}
            error={fieldError('lastName')}
          />
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={set('email')}
          error={fieldError('email')}
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            error={fieldError('password')}
            hint={fieldError('password') ? undefined : t('validation.passwordRule')}
            showLabel={t('passwordVisibility.show')}
            hideLabel={t('passwordVisibility.hide')}
          />
          {values.password !== '' && <PasswordStrength password={values.password} />}
        </div>
        <div>
          <PasswordField
            label={t('fields.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={fieldError('confirmPassword')}
            showLabel={t('passwordVisibility.show')}
            hideLabel={t('passwordVisibility.hide')}
          />
          <PasswordsMatch password={values.password} confirmation={values.confirmPassword} />
        </div>
        <HoneypotField inputRef={honeypot} />
        <CheckboxField
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onChange={(event) => setValues((current) => ({ ...current, acceptTerms: event.target.checked }))}
          error={fieldError('acceptTerms')}
          label={
            <Trans
              t={t}
              i18nKey="signup.acceptTerms"
              components={{
                terms: <Link to={paths.termsOfService.getHref()} target="_blank" className={LEGAL_LINK_CLASS} />,
                privacy: <Link to={paths.privacyPolicy.getHref()} target="_blank" className={LEGAL_LINK_CLASS} />,
              }}
            />
          }
        />
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
