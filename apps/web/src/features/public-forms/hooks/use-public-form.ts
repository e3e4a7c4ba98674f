import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SUCCESS_MESSAGE_DISPLAY_MS, type PublicFormFieldError } from '@hm/contracts';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { formFailureOf, type FormFailure } from '../form-failure';

export type FormStatus = 'idle' | 'submitting' | 'done' | 'error';
export type FieldCodes<V> = Partial<Record<keyof V & string, PublicFormFieldError>>;

type SubmitResult<R> = { data: R } | { error: FetchBaseQueryError | SerializedError };

interface PublicFormOptions<V extends Record<string, string>, R> {
  initial: V;
  /** The shared field rules (libs/contracts public-form-fields.ts), checked before sending. */
  validate: (values: V) => FieldCodes<V>;
  send: (values: V, honeypot: string) => Promise<SubmitResult<R>>;
  /** After the success message has been shown (3 s), e.g. to close a modal. */
  onDoneShown?: () => void;
}

/**
 * The state machine every public form shares: idle, submitting, success for 3 s
 * with the fields cleared, or an error (fields kept). Field errors come from the shared rules
 * before sending and from the API's 400 answer after; after a refused submit, focus moves to
 * the first invalid field of the form `formRef` is given to.
 */
export function usePublicForm<V extends Record<string, string>, R>({ initial, validate, send, onDoneShown }: PublicFormOptions<V, R>) {
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldCodes<V>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [result, setResult] = useState<R | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // Counts refused submits, so focus moves to the first invalid field each time.
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, invalidAttempt);
  const { t } = useTranslation('forms');
  const onDoneShownRef = useRef(onDoneShown);
  useEffect(() => {
    onDoneShownRef.current = onDoneShown;
  });

  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(() => {
      setStatus('idle');
      setResult(null);
      onDoneShownRef.current?.();
    }, SUCCESS_MESSAGE_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const setField = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message goes once the visitor edits the field; the rule runs again on submit.
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const errors = validate(values);
    if (Object.values(errors).some(Boolean)) {
      setFieldErrors(errors);
      setFailure(null);
      setStatus('idle');
      setInvalidAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setStatus('submitting');
    const answer = await send(values, honeypot.current?.value ?? '');
    if ('data' in answer) {
      setValues(initial);
      setResult(answer.data);
      setStatus('done');
      return;
    }
    const refused = formFailureOf(answer.error);
    if (refused.kind === 'fields') {
      setFieldErrors(refused.fields as FieldCodes<V>);
      setStatus('idle');
      setInvalidAttempt((count) => count + 1);
    } else {
      setFailure(refused);
      setStatus('error');
    }
  };

  /** The translated message of a field's error, if it has one. */
  const errorOf = (name: keyof V & string): string | undefined => {
    const code: PublicFormFieldError | undefined = fieldErrors[name];
    return code ? t(`fieldErrors.${code}`) : undefined;
  };

  return { values, setField, errorOf, status, result, failure, honeypot, formRef, onSubmit };
}
