import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField } from './email-field';
import type { LoginForm } from '../hooks/use-login-form';

interface LoginFieldsProps {
  login: LoginForm;
  onEmailChange?: (email: string) => void;
  /** Shown under the password field (the page's "forgot password" link). */
  afterPassword?: ReactNode;
}

/** The fields of both sign-in forms (page and booking wizard); labels from the `forms` namespace. */
export function LoginFields({ login: { form }, onEmailChange, afterPassword }: LoginFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <EmailField {...form.field('email', { onChange: (event: { target: { value: string } }) => onEmailChange?.(event.target.value) })} />
      <div>
        <PasswordField label={t('fields.password')} autoComplete="current-password" required {...form.field('password')} />
        {afterPassword}
      </div>
      <CheckboxField label={t('fields.rememberMe')} {...form.field('rememberMe')} />
    </>
  );
}
