import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey } from '../../../lib/api-error';

interface MessageValues {
  body: string;
}

type MessageProblem = 'required' | 'tooLong';

/**
 * A reply (e-mailed to the sender) or an internal note on a support request: one text, checked as
 * the API checks it (1 to SUPPORT_MESSAGE_MAX_LENGTH characters once trimmed). Emptied once sent.
 */
export function InboxMessageForm({
  label,
  hint,
  sendLabel,
  busyLabel,
  sentText,
  rows,
  onSend,
}: {
  label: string;
  hint: string;
  sendLabel: string;
  busyLabel: string;
  sentText: string;
  rows: number;
  onSend: (body: string) => Promise<{ error?: FetchBaseQueryError | SerializedError }>;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useRuleForm<MessageValues>({
    defaultValues: { body: '' },
    check: ({ body }) => ({
      body: body.trim() === '' ? 'required' : body.trim().length > SUPPORT_MESSAGE_MAX_LENGTH ? 'tooLong' : undefined,
    }),
    message: (key: MessageProblem) => t(`inbox.errors.${key}`, { max: SUPPORT_MESSAGE_MAX_LENGTH }),
  });
  const submit = form.onSubmit(
    async ({ body }) => {
      setBusy(true);
      const answer = await onSend(body.trim());
      setBusy(false);
      if (answer.error) {
        const key = specificApiErrorKey(answer.error);
        setOutcome({ tone: 'error', text: key ? t(`errors:${key}`) : t('errors.generic') });
        return;
      }
      form.reset({ body: '' });
      setOutcome({ tone: 'success', text: sentText });
    },
    { busy, onAttempt: () => setOutcome(null) },
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextareaField label={label} hint={hint} rows={rows} {...form.field('body')} />
      {outcome && (
        <FormAlert tone={outcome.tone} focusOnShow={outcome.tone === 'error'}>
          {outcome.text}
        </FormAlert>
      )}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {sendLabel}
      </SubmitButton>
    </form>
  );
}
