import { useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type SubmitHandler,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { errorPaths, ruleResolver, type FieldMessages } from '../lib/form/rule-resolver';

/** What `field(name)` gives a field component of components/ui: name, ref, handlers and error. */
export type RegisteredField = UseFormRegisterReturn & { error: string | undefined };

interface SubmitOptions {
  busy?: boolean;
  onAttempt?: () => void;
  onInvalid?: () => void;
}

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
   * failure), then `onValid` with the values if the rules pass, or `onInvalid` (e.g. to show
   * hidden fields) and the first invalid field focused.
   */
  onSubmit: (onValid: SubmitHandler<Values>, options?: SubmitOptions) => (event: FormEvent) => void;
  /** Whether the form shows some field's error (a rule's after a submit, or the server's). */
  hasErrors: boolean;
  /**
   * Shows the errors the server found (a message key per field, e.g. from the API's `fields`)
   * and focuses the first field among them.
   */
  setErrors: (errors: FieldMessages<Values>) => void;
  /** Everything a field component of components/ui needs: name, ref, handlers and error. */
  field: (name: FieldPath<Values>, options?: RegisterOptions<Values>) => RegisteredField;
}

/**
 * The web's one form layer: react-hook-form with the form's rules as resolver. Errors show
 * from the first submit on, then follow each change; a submit with errors focuses the first
 * invalid field in the page's order (react-hook-form's own focus follows the order fields
 * registered, which differs when a child component renders the first fields).
 */
export function useRuleForm<Values extends FieldValues>({ defaultValues, check, message }: RuleFormOptions<Values>): RuleForm<Values> {
  const form = useForm<Values>({
    // Complete values are a DefaultValues (a deep partial); TypeScript cannot see it for a generic type.
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: ruleResolver(check),
    shouldFocusError: false,
  });
  const elements = useRef(new Map<string, HTMLElement>());
  const focusFirst = (names: readonly string[]) => {
    let first: HTMLElement | undefined;
    for (const name of names) {
      const element = elements.current.get(name);
      if (element?.isConnected && (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)) first = element;
    }
    if (!first) return;
    first.focus();
    // A field hidden until the next render (onInvalid showed it) takes the focus once shown.
    if (document.activeElement !== first) setTimeout(() => first.focus());
  };
  const errorOf = (name: FieldPath<Values>) => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? message(key) : undefined;
  };
  const hasMessage = (key: string) => Object.values(form.formState.errors).some((error) => error?.message === key);
  const setErrors: RuleForm<Values>['setErrors'] = (errors) => {
    const entries = Object.entries(errors as Record<string, string | undefined>).filter(([, key]) => key);
    for (const [name, key] of entries) form.setError(name as FieldPath<Values>, { type: 'server', message: key });
    focusFirst(entries.map(([name]) => name));
  };
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const field: RuleForm<Values>['field'] = (name, options) => {
    const registered = form.register(name, options);
    const ref = (element: HTMLElement | null) => {
      registered.ref(element);
      // A group (radios, boxes) takes the focus on its first element.
      if (element && !elements.current.get(name)?.isConnected) elements.current.set(name, element);
    };
    return { ...registered, ref, error: errorOf(name) };
  };
  const onSubmit: RuleForm<Values>['onSubmit'] =
    (onValid, { busy = false, onAttempt, onInvalid } = {}) =>
    (event) => {
      event.preventDefault();
      if (busy) return;
      onAttempt?.();
      const invalid = (errors: FieldErrors<Values>) => {
        onInvalid?.();
        focusFirst(errorPaths(errors));
      };
      void form.handleSubmit(onValid, invalid)(event);
    };
  return { ...form, message, onSubmit, hasMessage, hasErrors, errorOf, setErrors, field };
}
