import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS, contactSubjectError, DEFAULT_CONTACT_SUBJECT, PUBLIC_FORM_MAX_LENGTH, type ContactSubject } from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { useSendContactMessageMutation } from '../api';
import { longTextError, useSenderForm } from '../hooks/use-sender-form';
import { SenderMessageForm } from './sender-message-form';

const INITIAL = { firstName: '', lastName: '', email: '', subject: DEFAULT_CONTACT_SUBJECT as string, message: '' };

/** Contact form: stored as a pending contact message; support is notified by e-mail. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const [sendContactMessage] = useSendContactMessageMutation();
  const { form, ...outcome } = useSenderForm({
    initial: INITIAL,
    validate: (values) => ({
      subject: contactSubjectError(values.subject) ?? undefined,
      message: longTextError(values.message, PUBLIC_FORM_MAX_LENGTH.message),
    }),
    send: (sender, values) => sendContactMessage({ ...sender, subject: values.subject as ContactSubject, message: values.message.trim() }),
  });
  return (
    <SenderMessageForm
      outcome={outcome}
      senderField={form.field}
      message={{ label: t('fields.message'), rows: 6, maxLength: PUBLIC_FORM_MAX_LENGTH.message, field: form.field('message') }}
      texts={{ submit: t('contact.submit'), success: t('contact.success'), failed: t('contact.failed') }}
    >
      <SelectField label={t('fields.subject')} {...form.field('subject')}>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
    </SenderMessageForm>
  );
}
