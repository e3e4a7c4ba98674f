import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { PublicFormFieldError } from '@hm/contracts';

const FIELD_ERROR_CODES = new Set<string>(Object.values(PublicFormFieldError));

/** Why a public form was refused, as the page shows it. */
export type FormFailure =
  /** 400 VALIDATION_FAILED: one code per field, shown next to the fields. */
  | { kind: 'fields'; fields: Record<string, PublicFormFieldError> }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'network' }
  /** Anything else: the form's own failure text. */
  | { kind: 'failed' };

function fieldsOf(body: unknown): Record<string, PublicFormFieldError> {
  const fields: Record<string, PublicFormFieldError> = {};
  if (typeof body !== 'object' || body === null || !('fields' in body)) return fields;
  const raw = (body as { fields: unknown }).fields;
  if (typeof raw !== 'object' || raw === null) return fields;
  for (const [name, codes] of Object.entries(raw)) {
    const first: unknown = Array.isArray(codes) ? codes[0] : codes;
    // An English sentence (a field the form does not have) is no message for a person.
    if (typeof first === 'string' && FIELD_ERROR_CODES.has(first)) fields[name] = first as PublicFormFieldError;
  }
  return fields;
}

/** Reads an RTK Query error of the public-forms API (contract: libs/contracts/src/public-forms.ts). */
export function formFailureOf(error: FetchBaseQueryError | SerializedError | undefined): FormFailure {
  if (!error || !('status' in error)) return { kind: 'failed' };
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'network' };
  if (status === 429) {
    const body = error.data as { retryAfter?: unknown } | undefined;
    const retryAfter = typeof body?.retryAfter === 'number' && body.retryAfter > 0 ? Math.ceil(body.retryAfter) : null;
    return { kind: 'rateLimited', retryAfterSeconds: retryAfter };
  }
  if (status === 400) {
    const fields = fieldsOf(error.data);
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'failed' };
}
