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
  const { form, ...outcome } = usePublicForm({
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
    <form noValidate onSubmit={outcome.onSubmit} className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={outcome.honeypot} />
      <SenderFields field={form.field} />
      <SelectField label={t('fields.subject')} {...form.field('subject')}>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('fields.message')}
        rows={6}
        required
        maxLength={PUBLIC_FORM_MAX_LENGTH.message}
        className="sm:col-span-2"
        {...form.field('message')}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={outcome.status === 'submitting'} busyLabel={t('states.submitting')}>
          {t('contact.submit')}
        </SubmitButton>
        <FormOutcome
          status={outcome.status}
          failure={outcome.failure}
          successText={t('contact.success')}
          failedText={t('contact.failed')}
        />
      </div>
    </form>
  );
}
