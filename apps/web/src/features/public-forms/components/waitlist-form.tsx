import { useTranslation } from 'react-i18next';
import { publicFormEmailError, WaitlistStatus, type EmailCaptureSource } from '@hm/contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useLanguage } from '../../../hooks/use-language';
import { useJoinWaitlistMutation } from '../api';
import { usePublicForm } from '../hooks/use-public-form';
import { FormOutcome } from './form-outcome';
import { HoneypotField } from './honeypot-field';
import { PublicEmailField } from './sender-fields';

interface WaitlistFormProps {
  /** Where the address was captured (stored with it). */
  source: EmailCaptureSource;
  /** Field and button side by side from the sm breakpoint (inline sections) or stacked (modal). */
  layout?: 'row' | 'stacked';
  /** After the success message has been shown for 3 s (the modal closes then). */
  onDoneShown?: () => void;
  /** Visible label; defaults to "Email address". */
  label?: string;
}

/** Waitlist: one e-mail field, stored server-side; a known address is told so. */
export function WaitlistForm({ source, layout = 'row', onDoneShown, label }: WaitlistFormProps) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const [joinWaitlist] = useJoinWaitlistMutation();
  const { form, ...outcome } = usePublicForm({
    initial: { email: '' },
    validate: ({ email }) => ({ email: publicFormEmailError(email) ?? undefined }),
    send: ({ email }, website) => joinWaitlist({ email: email.trim(), source, locale: language, website }),
    ...(onDoneShown ? { onDoneShown } : {}),
  });
  const already = outcome.result?.status === WaitlistStatus.AlreadySubscribed;
  return (
    <form noValidate onSubmit={outcome.onSubmit} className="relative">
      <HoneypotField inputRef={outcome.honeypot} />
      <div className={layout === 'row' ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'flex flex-col gap-4'}>
        <PublicEmailField label={label ?? t('waitlist.emailLabel')} className="min-w-0 flex-1" {...form.field('email')} />
        <SubmitButton
          busy={outcome.status === 'submitting'}
          busyLabel={t('states.submitting')}
          className={layout === 'row' ? 'sm:mt-7' : ''}
        >
          {t('waitlist.submit')}
        </SubmitButton>
      </div>
      <FormOutcome
        status={outcome.status}
        failure={outcome.failure}
        successText={already ? t('waitlist.alreadySubscribed') : t('waitlist.success')}
        successTone={already ? 'info' : 'success'}
        failedText={t('waitlist.generic')}
      />
    </form>
  );
}
