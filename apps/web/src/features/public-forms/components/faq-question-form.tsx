import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_MAX_LENGTH, publicFormTextError } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { useAskFaqQuestionMutation } from '../api';
import { usePublicForm } from '../hooks/use-public-form';
import { FormFailureAlert } from './form-failure-alert';
import { HoneypotField } from './honeypot-field';
import { SenderFields, senderErrors, senderPayload } from './sender-fields';

const INITIAL = { firstName: '', lastName: '', email: '', question: '' };

/** SPEC §2 FAQ question form: stored server-side; support answers by e-mail. */
export function FaqQuestionForm() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [askFaqQuestion] = useAskFaqQuestionMutation();
  const form = usePublicForm({
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
  useFocusFirstInvalid(formRef, form.invalidAttempt);
  const errorOf = (name: keyof typeof INITIAL) => {
    const code = form.fieldErrors[name];
    return code ? t(`fieldErrors.${code}`) : undefined;
  };
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void form.onSubmit(event)} className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={form.honeypot} />
      <SenderFields values={form.values} setField={form.setField} errorOf={errorOf} emailClassName="sm:col-span-2" />
      <TextareaField
        label={
          <>
            {t('fields.question')}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </>
        }
        name="question"
        rows={5}
        aria-required
        maxLength={PUBLIC_FORM_MAX_LENGTH.question}
        value={form.values.question}
        onChange={(event) => form.setField('question', event.target.value)}
        error={errorOf('question')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.status === 'submitting'} busyLabel={t('states.submitting')}>
          {t('faq.submit')}
        </SubmitButton>
        {form.status === 'done' && (
          <FormAlert tone="success" className="mt-4">
            {t('faq.success')}
          </FormAlert>
        )}
        {form.status === 'error' && (
          <div className="mt-4">
            <FormFailureAlert failure={form.failure} failedText={t('faq.failed')} />
          </div>
        )}
      </div>
    </form>
  );
}
