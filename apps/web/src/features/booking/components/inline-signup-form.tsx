import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { useSignUpMutation } from '../../auth/api';
import { HoneypotField } from '../../public-forms/components/honeypot-field';
import { useBotTraps } from '../../public-forms/hooks/use-bot-traps';
import {
  checkInlineSignup,
  signupErrorMessage,
  toSignUpRequest,
  type AccountErrorMessage,
  type InlineSignupValues,
} from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { AccountError } from './account-error';
import { AccountFormHeader } from './account-form-header';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
}

type TextValues = Omit<InlineSignupValues, 'email' | 'acceptTerms'>;

const EMPTY: TextValues = { firstName: '', lastName: '', phone: '', password: '', confirmPassword: '' };
const LINK_CLASS = 'rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

export function InlineSignupForm({ email, onEmailChange, onSwitch }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const headingId = useId();
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<AccountErrorMessage | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { honeypot, trapFields } = useBotTraps();
  useFocusFirstInvalid(formRef, attempt);

  const all: InlineSignupValues = { ...values, email, acceptTerms };
  const messages = submitted ? checkInlineSignup(all) : {};
  const fieldError = (field: keyof InlineSignupValues) => {
    const message = messages[field];
    return message ? t(`account.validation.${message}`) : undefined;
  };
  const set = (field: keyof TextValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setError(null);
    if (Object.keys(checkInlineSignup(all)).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      // On success the session starts and the wizard moves on to the confirmation.
      await signUp({ ...toSignUpRequest(all, language), ...trapFields() }).unwrap();
    } catch (failure) {
      setError(signupErrorMessage(failure as FetchBaseQueryError | SerializedError));
    }
  };

  const passwordVisibility = { showLabel: t('account.passwordVisibility.show'), hideLabel: t('account.passwordVisibility.hide') };
  return (
    <section aria-labelledby={headingId}>
      <AccountFormHeader id={headingId} title={t('account.signup.title')} onBack={() => onSwitch('choice')} />
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
        <p className="text-sm text-slate-600">{t('account.signup.allRequired')}</p>
        {error && <AccountError message={error} />}
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
          label={t('fields.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          required
          value={values.phone}
          onChange={set('phone')}
          error={fieldError('phone')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={fieldError('email')}
        />
        <PasswordField
          label={t('account.fields.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={fieldError('password')}
          hint={fieldError('password') ? undefined : t('account.validation.passwordRule')}
          {...passwordVisibility}
        />
        <PasswordField
          label={t('account.fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={fieldError('confirmPassword')}
          {...passwordVisibility}
        />
        <HoneypotField inputRef={honeypot} />
        <CheckboxField
          name="acceptTerms"
          required
          checked={acceptTerms}
          onChange={(event) => setAcceptTerms(event.target.checked)}
          error={fieldError('acceptTerms')}
          label={
            <Trans
              t={t}
              i18nKey="account.signup.acceptTerms"
              components={{
                terms: <Link to={paths.termsOfService.getHref()} target="_blank" className={LINK_CLASS} />,
                privacy: <Link to={paths.privacyPolicy.getHref()} target="_blank" className={LINK_CLASS} />,
              }}
            />
          }
        />
        <SubmitButton busy={isLoading} busyLabel={t('account.signup.submitting')} className="w-full">
          {t('account.signup.submit')}
        </SubmitButton>
      </form>
      <p className="mt-5 text-sm text-slate-700">
        {t('account.signup.haveAccount')}{' '}
        <button type="button" onClick={() => onSwitch('login')} className={LINK_CLASS}>
          {t('account.signup.toLogin')}
        </button>
      </p>
    </section>
  );
}
