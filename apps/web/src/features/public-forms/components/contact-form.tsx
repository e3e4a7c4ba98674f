import { useTranslation } from 'react-i18next';
import {
  CONTACT_SUBJECTS,
  contactSubjectError,
  DEFAULT_CONTACT_SUBJECT,
  PUBLIC_FORM_MAX_LENGTH,
  publicFormTextError,
  type ContactSubject,
} from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useSendContactMessageMutation } from '../api';
import { usePublicForm } from '../hooks/use-public-form';
import { FormOutcome } from './form-outcome';
import { HoneypotField } from './honeypot-field';
import { SenderFields, senderErrors, senderPayload } from './sender-fields';

const INITIAL = { firstName: '', lastName: '', email: '', subject: DEFAULT_CONTACT_SUBJECT as string, message: '' };

/** Contact form: stored as a pending contact message; support is notified by e-mail. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const [sendContactMessage] = useSendContactMessageMutation();
  const { formRef, ...form } = usePublicForm({
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
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void form.onSubmit(event)} className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={form.honeypot} />
      <SenderFields values={form.values} setField={form.setField} errorOf={form.errorOf} />
      <SelectField
        label={t('fields.subject')}
        name="subject"
        value={form.values.subject}
        onChange={(event) => form.setField('subject', event.target.value)}
        error={form.errorOf('subject')}
      >
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('fields.message')}
        name="message"
        rows={6}
        required
        maxLength={PUBLIC_FORM_MAX_LENGTH.message}
        value={form.values.message}
        onChange={(event) => form.setField('message', event.target.value)}
        error={form.errorOf('message')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.status === 'submitting'} busyLabel={t('states.submitting')}>
          {t('contact.submit')}
        </SubmitButton>
        <FormOutcome status={form.status} failure={form.failure} successText={t('contact.success')} failedText={t('contact.failed')} />
      </div>
    </form>
  );
}
