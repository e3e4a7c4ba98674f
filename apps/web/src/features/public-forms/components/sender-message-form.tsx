import type { FormEvent, ReactNode, RefObject } from 'react';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { RegisteredField } from '../../../hooks/use-rule-form';
import type { FormFailure } from '../form-failure';
import type { FormStatus } from '../hooks/use-public-form';
import { SubmitWithOutcome } from './form-outcome';
import { HoneypotField } from './honeypot-field';
import { SenderFields, type SenderValues } from './sender-fields';

interface SenderMessageFormProps {
  /** What usePublicForm returns beside the form. */
  outcome: {
    status: FormStatus;
    failure: FormFailure | null;
    honeypot: RefObject<HTMLInputElement | null>;
    onSubmit: (event: FormEvent) => void;
  };
  /** The form's `field` (useRuleForm), for the sender's fields. */
  senderField: (name: keyof SenderValues) => RegisteredField;
  /** Grid placement of the e-mail field (full width when nothing sits beside it). */
  emailClassName?: string;
  /** The long text the person writes. */
  message: { label: string; rows: number; maxLength: number; field: RegisteredField };
  texts: { submit: string; success: string; failed: string };
  /** Fields between the sender and the message (the contact form's subject). */
  children?: ReactNode;
}

/** The contact and FAQ forms: who writes, what they write, and the button with its outcome. */
export function SenderMessageForm({ outcome, senderField, emailClassName, message, texts, children }: SenderMessageFormProps) {
  return (
    <form noValidate onSubmit={outcome.onSubmit} className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={outcome.honeypot} />
      <SenderFields field={senderField} emailClassName={emailClassName} />
      {children}
      <TextareaField
        label={message.label}
        rows={message.rows}
        required
        maxLength={message.maxLength}
        className="sm:col-span-2"
        {...message.field}
      />
      <SubmitWithOutcome
        outcome={outcome}
        label={texts.submit}
        successText={texts.success}
        failedText={texts.failed}
        className="sm:col-span-2"
      />
    </form>
  );
}
