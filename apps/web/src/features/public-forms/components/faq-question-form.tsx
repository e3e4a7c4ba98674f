import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_MAX_LENGTH, publicFormTextError } from '@hm/contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useAskFaqQuestionMutation } from '../api';
import { usePublicForm } from '../hooks/use-public-form';
import { FormOutcome } from './form-outcome';
import { HoneypotField } from './honeypot-field';
import { SenderFields, senderErrors, senderPayload } from './sender-fields';

const INITIAL = { firstName: '', lastName: '', email: '', question: '' };

/** FAQ question form: stored server-side; support answers by e-mail. */
export function FaqQuestionForm() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const [askFaqQuestion] = useAskFaqQuestionMutation();
  const { form, ...outcome } = usePublicForm({
    initial: INITIAL,
    validate: (values) => ({
      ...senderErrors(values),
      question: publicFormTextError(values.question, { maxLength: PUBLIC_FORM_MAX_LENGTH.question, multiline: true }) ?? undefined,
    }),
    send: (values, website) =>
      askFaqQuestion({
        ...senderPayload(values),
        question: values.question.trim(),
        locale: language,
        website,
      }),
  });
  return (
    <form noValidate onSubmit={outcome.onSubmit} className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={outcome.honeypot} />
      <SenderFields field={form.field} emailClassName="sm:col-span-2" />
      <TextareaField
        label={t('fields.question')}
        rows={5}
        required
        maxLength={PUBLIC_FORM_MAX_LENGTH.question}
        className="sm:col-span-2"
        {...form.field('question')}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={outcome.status === 'submitting'} busyLabel={t('states.submitting')}>
          {t('faq.submit')}
        </SubmitButton>
        <FormOutcome status={outcome.status} failure={outcome.failure} successText={t('faq.success')} failedText={t('faq.failed')} />
      </div>
    </form>
  );
}
