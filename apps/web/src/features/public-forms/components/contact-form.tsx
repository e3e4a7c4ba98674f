import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_SUBJECTS,
  contactSubjectError,
  DEFAULT_CONTACT_SUBJECT,
  PUBLIC_FORM_MAX_LENGTH,
  publicFormTextError,
  type ContactSubject,
} from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { useSendContactMessageMutation } from '../api';
import { usePublicForm } from '../hooks/use-public-form';
import { FormFailureAlert } from './form-failure-alert';
import { HoneypotField } from './honeypot-field';
import { SenderFields, senderErrors, senderPayload } from './sender-fields';

const INITIAL = { firstName: '', lastName: '', email: '', subject: DEFAULT_CONTACT_SUBJECT as string, message: '' };

/** SPEC §2 contact form: stored as a pending contact message; support is notified by e-mail. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [sendContactMessage] = useSendContactMessageMutation();
  const form = usePublicForm({
    initial: INITIAL,
    validate: (values) => ({
      ...senderErrors(values),
      subject: contactSubjectError(values.subject) ?? undefined,
      message: publicFormTextError(values.message, { maxLength: PUBLIC_FORM_MAX_LENGTH.message, multiline: true }) ?? undefined,
    }),
    send: (values, website) =>
      sendContactMessage({
        ...senderPayload(values),
        subject: values.subject as ContactSubject,
        message: values.message.trim(),
        locale: language,
        website,
      }),
  });
  useFocusFirstInvalid(formRef, form.invalidAttempt);
  const errorOf = (name: keyof typeof INITIAL) => {
    const code = form.fieldErrors[name];
    return code ? t(`fieldErrors.${code}`) : undefined;
  };
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void form.onSubmit(event)} className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={form.honeypot} />
      <SenderFields values={form.values} setField={form.setField} errorOf={errorOf} />
      <SelectField
        label={t('fields.subject')}
        name="subject"
        value={form.values.subject}
        onChange={(event) => form.setField('subject', event.target.value)}
        error={errorOf('subject')}
      >
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={
          <>
            {t('fields.message')}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </>
        }
        name="message"
        rows={6}
        aria-required
        maxLength={PUBLIC_FORM_MAX_LENGTH.message}
        value={form.values.message}
        onChange={(event) => form.setField('message', event.target.value)}
        error={errorOf('message')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.status === 'submitting'} busyLabel={t('states.submitting')}>
          {t('contact.submit')}
        </SubmitButton>
        {form.status === 'done' && (
          <FormAlert tone="success" className="mt-4">
            {t('contact.success')}
          </FormAlert>
        )}
        {form.status === 'error' && (
          <div className="mt-4">
            <FormFailureAlert failure={form.failure} failedText={t('contact.failed')} />
          </div>
        )}
      </div>
    </form>
  );
}
