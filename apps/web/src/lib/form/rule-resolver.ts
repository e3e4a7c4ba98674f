import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * What a form's check returns: for each invalid field, the key of its message. The checks
 * (features/<name>/validation.ts and the like) say the rules of libs/contracts the form's way.
 */
export type FieldMessages<Values> = Partial<Record<keyof Values & string, string>>;

/** react-hook-form resolver over such a check: each message key becomes the field's error. */
export function ruleResolver<Values extends FieldValues>(check: (values: Values) => FieldMessages<Values>): Resolver<Values> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(check(values) as Record<string, string | undefined>)) {
      if (message) errors[name] = { type: 'rule', message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
