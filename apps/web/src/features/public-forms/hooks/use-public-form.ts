import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SUCCESS_MESSAGE_DISPLAY_MS, type PublicFormFieldError } from '@hm/contracts';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { formFailureOf, type FormFailure } from '../form-failure';

export type FormStatus = 'idle' | 'submitting' | 'done' | 'error';
export type FieldCodes<V> = Partial<Record<keyof V & string, PublicFormFieldError>>;

export type SubmitResult<R> = { data: R } | { error: FetchBaseQueryError | SerializedError };

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
 * before sending and from the API's 400 answer after; render the fields with `form.field(name)`
 * inside `<form onSubmit={onSubmit}>`.
 */
export function usePublicForm<V extends Record<string, string>, R>({ initial, validate, send, onDoneShown }: PublicFormOptions<V, R>) {
  const { t } = useTranslation('forms');
  const form = useRuleForm<V>({
    defaultValues: initial,
    check: validate,
    message: (code: PublicFormFieldError) => t(`fieldErrors.${code}`),
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [result, setResult] = useState<R | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
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

  const onValid = async (values: V) => {
    setStatus('submitting');
    const answer = await send(values, honeypot.current?.value ?? '');
    if ('data' in answer) {
      form.reset(initial);
      setResult(answer.data);
      setStatus('done');
      return;
    }
    const refused = formFailureOf(answer.error);
    if (refused.kind === 'fields') {
      form.setErrors(refused.fields as FieldCodes<V>);
      setStatus('idle');
    } else {
      setFailure(refused);
      setStatus('error');
    }
  };
  const onAttempt = () => {
    setFailure(null);
    setStatus('idle');
  };

  const onSubmit = (event: FormEvent) => form.onSubmit(onValid, { busy: status === 'submitting', onAttempt })(event);
  return { form, status, result, failure, honeypot, onSubmit };
}
