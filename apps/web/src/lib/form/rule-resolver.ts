import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';

/**
 * What a form's check returns: for each invalid field, the key of its message. The checks
 * (features/<name>/validation.ts and the like) say the rules of libs/contracts the form's way.
 */
export type FieldMessages<Values extends FieldValues> = Partial<Record<FieldPath<Values>, string>>;

/** react-hook-form resolver over such a check: each message key becomes the field's error. */
export function ruleResolver<Values extends FieldValues>(check: (values: Values) => FieldMessages<Values>): Resolver<Values> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    for (const [name, message] of Object.entries(check(values) as Record<string, string | undefined>)) {
      if (message) setPath(errors, name, { type: 'rule', message });
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** react-hook-form reads an error at 'lines.0.amount' as errors.lines[0].amount: nests it so. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (let index = 0; index < keys.length - 1; index++) {
    const key = keys[index]!;
    node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/** The paths of the errors react-hook-form holds ('lines.0.amount'), in the order of their keys. */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in error && typeof error.message === 'string' ? [path] : errorPaths(error, path);
  });
}
