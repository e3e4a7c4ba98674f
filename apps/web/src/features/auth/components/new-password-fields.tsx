import { useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';
import type { RuleForm } from '../../../hooks/use-rule-form';
import type { NewPasswordValues } from '../validation';
import { PasswordStrength, PasswordsMatch } from './password-strength';

interface NewPasswordFieldsProps {
  /** A form of these two values (useRuleForm with checkNewPasswordForm). */
  form: RuleForm<NewPasswordValues>;
  labels: { password: string; confirm: string; rule: string };
}

/**
 * Choosing a password (password reset, a professional's invitation): the password with its rule
 * and strength meter, and its confirmation with the live "passwords match" line.
 */
export function NewPasswordFields({ form, labels }: NewPasswordFieldsProps) {
  const [password, confirmation] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  return (
    <>
      <div>
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          required
          hint={form.errorOf('password') ? undefined : labels.rule}
          // A new password makes the confirmation right or wrong again.
          {...form.field('password', { deps: ['confirmPassword'] })}
        />
        {password !== '' && <PasswordStrength password={password} />}
      </div>
      <div>
        <PasswordField label={labels.confirm} autoComplete="new-password" required {...form.field('confirmPassword')} />
        <PasswordsMatch password={password} confirmation={confirmation} />
      </div>
    </>
  );
}
