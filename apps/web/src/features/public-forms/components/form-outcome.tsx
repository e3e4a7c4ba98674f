import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { FormFailure } from '../form-failure';
import type { FormStatus } from '../hooks/use-public-form';
import { FormFailureAlert } from './form-failure-alert';

interface FormOutcomeProps {
  status: FormStatus;
  failure: FormFailure | null;
  /** Shown for 3 s after a success. */
  successText: string;
  /** 'info' when the success only confirms what was already there (waitlist: already subscribed). */
  successTone?: 'success' | 'info';
  /** The form's own failure text, when neither a rate limit nor the network is to blame. */
  failedText: string;
}

/** Under a public form's button: its success message, or why it failed. */
export function FormOutcome({ status, failure, successText, successTone = 'success', failedText }: FormOutcomeProps) {
  if (status === 'done') {
    return (
      <FormAlert tone={successTone} className="mt-4">
        {successText}
      </FormAlert>
    );
  }
  if (status !== 'error') return null;
  return (
    <div className="mt-4">
      <FormFailureAlert failure={failure} failedText={failedText} />
    </div>
  );
}

interface SubmitWithOutcomeProps extends Omit<FormOutcomeProps, 'status' | 'failure'> {
  /** What usePublicForm returns beside the form. */
  outcome: { status: FormStatus; failure: FormFailure | null };
  label: string;
  className?: string;
}

/** A public form's last row: its button, with the outcome beneath. */
export function SubmitWithOutcome({ outcome, label, className, ...texts }: SubmitWithOutcomeProps) {
  const { t } = useTranslation('forms');
  return (
    <div className={className}>
      <SubmitButton busy={outcome.status === 'submitting'} busyLabel={t('states.submitting')}>
        {label}
      </SubmitButton>
      <FormOutcome status={outcome.status} failure={outcome.failure} {...texts} />
    </div>
  );
}
