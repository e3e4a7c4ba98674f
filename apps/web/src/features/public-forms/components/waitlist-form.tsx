import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_MAX_LENGTH, publicFormEmailError, WaitlistStatus, type EmailCaptureSource } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { useJoinWaitlistMutation } from '../api';
import { usePublicForm } from '../hooks/use-public-form';
import { FormFailureAlert } from './form-failure-alert';
import { HoneypotField } from './honeypot-field';

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

/** SPEC §2 waitlist: one e-mail field, stored server-side; a known address is told so. */
export function WaitlistForm({ source, layout = 'row', onDoneShown, label }: WaitlistFormProps) {
  const { t } = useTranslation('forms');
  const { t: tSite } = useTranslation('site');
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [joinWaitlist] = useJoinWaitlistMutation();
  const form = usePublicForm({
    initial: { email: '' },
    validate: ({ email }) => ({ email: publicFormEmailError(email) ?? undefined }),
    send: ({ email }, website) => joinWaitlist({ email: email.trim(), source, locale: language, website }),
    ...(onDoneShown ? { onDoneShown } : {}),
  });
  useFocusFirstInvalid(formRef, form.invalidAttempt);
  const emailError = form.fieldErrors.email;
  const already = form.result?.status === WaitlistStatus.AlreadySubscribed;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void form.onSubmit(event)} className="relative">
      <HoneypotField inputRef={form.honeypot} />
      <div className={layout === 'row' ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'flex flex-col gap-4'}>
        <TextField
          label={label ?? tSite('waitlist.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={PUBLIC_FORM_MAX_LENGTH.email}
          placeholder={t('fields.emailPlaceholder')}
          value={form.values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          error={emailError ? t(`fieldErrors.${emailError}`) : undefined}
          className="min-w-0 flex-1"
        />
        <SubmitButton busy={form.status === 'submitting'} busyLabel={t('states.submitting')} className={layout === 'row' ? 'sm:mt-7' : ''}>
          {t('waitlist.submit')}
        </SubmitButton>
      </div>
      {form.status === 'done' && (
        <FormAlert tone={already ? 'info' : 'success'} className="mt-4">
          {already ? t('waitlist.alreadySubscribed') : t('waitlist.success')}
        </FormAlert>
      )}
      {form.status === 'error' && (
        <div className="mt-4">
          <FormFailureAlert failure={form.failure} failedText={t('waitlist.generic')} />
        </div>
      )}
    </form>
  );
}
