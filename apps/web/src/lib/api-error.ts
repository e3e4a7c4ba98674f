import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
// The English file alone: importing `resources` would bundle every text of both languages.
import enErrors from '@hm/i18n/locales/en/errors.json';

/** The `errors` namespace: one message per API error code, plus NETWORK_ERROR and UNKNOWN. */
export type ErrorMessageKey = keyof typeof enErrors;

const MESSAGE_KEYS = new Set<string>(Object.keys(enErrors));

function isMessageKey(code: unknown): code is ErrorMessageKey {
  return typeof code === 'string' && MESSAGE_KEYS.has(code);
}

// For bodies without a code we know (a proxy's HTML 502, an older server), the status
// still says roughly what happened.
function keyForStatus(status: number): ErrorMessageKey {
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'UNKNOWN';
}

/**
 * Which message of the `errors` namespace describes an RTK Query error. The API's error
 * body is `{ statusCode, code, message, fields? }`; its `message` is for developers, the
 * user reads the translation of `code`. A code without a translation yet falls back to
 * what the status says.
 */
export function apiErrorMessageKey(error: FetchBaseQueryError | SerializedError | undefined): ErrorMessageKey {
  if (!error || !('status' in error)) return 'UNKNOWN';
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'NETWORK_ERROR';
  if (status === 'PARSING_ERROR') return keyForStatus(error.originalStatus);
  if (typeof status !== 'number') return 'UNKNOWN';
  const body = error.data;
  if (typeof body === 'object' && body !== null && 'code' in body && isMessageKey(body.code)) return body.code;
  return keyForStatus(status);
}

/**
 * The translated message for an RTK Query error, in the language of `t`:
 * `translateApiError(error, useTranslation('errors').t)`.
 */
export function translateApiError(error: FetchBaseQueryError | SerializedError | undefined, t: TFunction<'errors'>): string {
  return t(apiErrorMessageKey(error));
}

// Codes whose message speaks to an operator about "this professional": the pro acting on their own
// job (the pro app's steps) reads the message addressed to them instead.
const OWN_JOB_KEYS: Partial<Record<ErrorMessageKey, ErrorMessageKey>> = {
  PRO_NOT_QUALIFIED: 'PRO_NOT_QUALIFIED_OWN_JOB',
};

/** translateApiError for a pro acting on their own job (on the way, start, complete). */
export function translateOwnJobError(error: FetchBaseQueryError | SerializedError | undefined, t: TFunction<'errors'>): string {
  const key = apiErrorMessageKey(error);
  return t(OWN_JOB_KEYS[key] ?? key);
}

// Messages that only say "something went wrong": a form with a more precise failure text
// of its own (e.g. 'Failed to update your profile.') shows that instead.
const GENERIC_KEYS: ReadonlySet<ErrorMessageKey> = new Set(['UNKNOWN', 'INTERNAL_ERROR']);

/**
 * The message key of an error when it says more than "something went wrong" (a wrong
 * password, a rate limit, no network…), else undefined so the caller shows its own text.
 */
export function specificApiErrorKey(error: FetchBaseQueryError | SerializedError | undefined): ErrorMessageKey | undefined {
  const key = apiErrorMessageKey(error);
  return GENERIC_KEYS.has(key) ? undefined : key;
}
