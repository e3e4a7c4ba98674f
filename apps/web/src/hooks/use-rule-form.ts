import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type RegisterOptions, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { ruleResolver, type FieldMessages } from '../lib/form/rule-resolver';

interface RuleFormOptions<Values extends FieldValues> {
  defaultValues: Values;
  /** The form's rules: a message key per invalid field. */
  check: (values: Values) => FieldMessages<Values>;
  /** The text of a message key (rules' keys and the keys given to setError alike). */
  message(key: string): string;
}

export interface RuleForm<Values extends FieldValues> extends UseFormReturn<Values> {
  /** The form's own text of a message key (e.g. a rule shown as a hint). */
  message: (key: string) => string;
  /** Whether some field's error is this message (e.g. 'required', for a form-level summary). */
  hasMessage: (key: string) => boolean;
  /** The translated error of a field, or undefined. */
  errorOf: (name: FieldPath<Values>) => string | undefined;
  /**
   * The form element's onSubmit: nothing while `busy`; else `onAttempt` (e.g. to clear the last
   * failure), then `onValid` with the values if the rules pass, or the first invalid field focused.
   */
  onSubmit: (onValid: SubmitHandler<Values>, options?: { busy?: boolean; onAttempt?: () => void }) => (event: FormEvent) => void;
  /** Everything a field component of components/ui needs: name, ref, handlers and error. */
  field: (name: FieldPath<Values>, options?: RegisterOptions<Values>) => ReturnType<UseFormReturn<Values>['register']> & { error: string | undefined };
}

/**
 * The web's one form layer: react-hook-form with the form's rules as resolver. Errors show
 * from the first submit on, then follow each change; a submit with errors focuses the first
 * invalid field.
 */
export function useRuleForm<Values extends FieldValues>({ defaultValues, check, message }: RuleFormOptions<Values>): RuleForm<Values> {
  const form = useForm<Values>({
    // Complete values are a DefaultValues (a deep partial); TypeScript cannot see it for a generic type.
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: ruleResolver(check),
  });
  const errorOf = (name: FieldPath<Values>) => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? message(key) : undefined;
  };
  const hasMessage = (key: string) => Object.values(form.formState.errors).some((error) => error?.message === key);
  const field: RuleForm<Values>['field'] = (name, options) => ({ ...form.register(name, options), error: errorOf(name) });
  const onSubmit: RuleForm<Values>['onSubmit'] =
    (onValid, { busy = false, onAttempt } = {}) =>
    (event) => {
      event.preventDefault();
      if (busy) return;
      onAttempt?.();
      void form.handleSubmit(onValid)(event);
    };
  return { ...form, message, onSubmit, hasMessage, errorOf, field };
}
