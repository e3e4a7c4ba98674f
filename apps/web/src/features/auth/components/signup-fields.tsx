import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { PhoneField } from '../../../components/ui/contact-fields';
import { HoneypotField } from '../../public-forms';
import { EmailField } from './email-field';
import type { SignupForm } from '../hooks/use-signup-form';
import { PasswordStrength, PasswordsMatch } from './password-strength';

interface SignupFieldsProps {
  signup: SignupForm;
  /** The booking wizard asks a phone number; the page does not. */
  withPhone?: boolean;
  onEmailChange?: (email: string) => void;
  /** The strength meter and the live "passwords match" line. */
  withStrength?: boolean;
}

const LINK_CLASS = 'rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * The fields of both sign-up forms (page and booking wizard), honeypot included. Labels come
 * from the `forms` namespace, loaded with the first page, so the wizard waits for no download.
 */
export function SignupFields({ signup: { form, honeypot }, withPhone = false, onEmailChange, withStrength = false }: SignupFieldsProps) {
  const { t } = useTranslation('forms');
  const [password, confirmation] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      {withPhone && <PhoneField label={t('fields.phone')} required {...form.field('phone')} />}
      <EmailField {...form.field('email', { onChange: (event: { target: { value: string } }) => onEmailChange?.(event.target.value) })} />
      <div>
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          required
          hint={form.errorOf('password') ? undefined : form.message('passwordRule')}
          // A new password makes the confirmation right or wrong again.
          {...form.field('password', { deps: ['confirmPassword'] })}
        />
        {withStrength && password !== '' && <PasswordStrength password={password} />}
      </div>
      <div>
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.field('confirmPassword')} />
        {withStrength && <PasswordsMatch password={password} confirmation={confirmation} />}
      </div>
      <HoneypotField inputRef={honeypot} />
      <CheckboxField
        required
        {...form.field('acceptTerms')}
        label={
          <Trans
            t={t}
            i18nKey="fields.acceptTerms"
            components={{
              terms: <Link to={paths.termsOfService.getHref()} target="_blank" className={LINK_CLASS} />,
              privacy: <Link to={paths.privacyPolicy.getHref()} target="_blank" className={LINK_CLASS} />,
            }}
          />
        }
      />
    </>
  );
}
