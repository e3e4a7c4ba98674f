import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_MAX_LENGTH } from '@hm/contracts';
import { useAskFaqQuestionMutation } from '../api';
import { longTextError, useSenderForm } from '../hooks/use-sender-form';
import { SenderMessageForm } from './sender-message-form';

const INITIAL = { firstName: '', lastName: '', email: '', question: '' };

/** FAQ question form: stored server-side; support answers by e-mail. */
export function FaqQuestionForm() {
  const { t } = useTranslation('forms');
  const [askFaqQuestion] = useAskFaqQuestionMutation();
  const { form, ...outcome } = useSenderForm({
    initial: INITIAL,
    validate: (values) => ({ question: longTextError(values.question, PUBLIC_FORM_MAX_LENGTH.question) }),
    send: (sender, values) => askFaqQuestion({ ...sender, question: values.question.trim() }),
  });
  return (
    <SenderMessageForm
      outcome={outcome}
      senderField={form.field}
      emailClassName="sm:col-span-2"
      message={{ label: t('fields.question'), rows: 5, maxLength: PUBLIC_FORM_MAX_LENGTH.question, field: form.field('question') }}
      texts={{ submit: t('faq.submit'), success: t('faq.success'), failed: t('faq.failed') }}
    />
  );
}
