import { PasswordField } from '../../../components/ui/password-field';
import type { NewPasswordValues } from '../validation';
import { PasswordStrength, PasswordsMatch } from './password-strength';

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  fieldError: (name: keyof NewPasswordValues) => string | undefined;
  labels: { password: string; confirm: string; rule: string };
}

/**
 * Choosing a password (password reset, a professional's invitation): the password with its rule
 * and strength meter, and its confirmation with the live "passwords match" line.
 */
export function NewPasswordFields({ values, onChange, fieldError, labels }: NewPasswordFieldsProps) {
  return (
    <>
      <div>
        <PasswordField
          label={labels.password}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => onChange({ ...values, password: event.target.value })}
          error={fieldError('password')}
          hint={fieldError('password') ? undefined : labels.rule}
        />
        {values.password !== '' && <PasswordStrength password={values.password} />}
      </div>
      <div>
        <PasswordField
          label={labels.confirm}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => onChange({ ...values, confirmPassword: event.target.value })}
          error={fieldError('confirmPassword')}
        />
        <PasswordsMatch password={values.password} confirmation={values.confirmPassword} />
      </div>
    </>
  );
}
