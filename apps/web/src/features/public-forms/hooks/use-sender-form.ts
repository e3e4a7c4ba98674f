import { publicFormTextError, type Language } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { senderErrors, senderPayload, type SenderValues } from '../components/sender-fields';
import { usePublicForm, type FieldCodes, type SubmitResult } from './use-public-form';

/** What every sender form sends beside its own fields. */
export type SenderPayload = SenderValues & { locale: Language; website: string };

interface SenderFormOptions<V extends SenderValues & Record<string, string>, R> {
  initial: V;
  /** The rules of the form's own fields; the sender's are checked with them. */
  validate: (values: V) => FieldCodes<V>;
  send: (sender: SenderPayload, values: V) => Promise<SubmitResult<R>>;
}

/** A long text a person writes to support (several lines allowed). */
export const longTextError = (value: string, maxLength: number) => publicFormTextError(value, { maxLength, multiline: true }) ?? undefined;

/**
 * usePublicForm for the forms that start with who writes (contact, FAQ question): the sender's
 * rules and fields, the page's language and the honeypot's value go with every message.
 */
export function useSenderForm<V extends SenderValues & Record<string, string>, R>({ initial, validate, send }: SenderFormOptions<V, R>) {
  const language = useLanguage();
  return usePublicForm({
    initial,
    validate: (values) => ({ ...senderErrors(values), ...validate(values) }),
    send: (values, website) => send({ ...senderPayload(values), locale: language, website }, values),
  });
}
