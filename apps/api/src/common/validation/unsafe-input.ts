import { ApiErrorCode, INVALID_TEXT_FIELD_ERROR, type ApiErrorFields } from '@hm/contracts';
import { DomainException } from '../errors/domain.exception.js';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';

// PostgreSQL cannot store U+0000, and the other control characters (escape, bell, DEL...) come
// from scripts, never from a keyboard. Tab and line breaks (CRLF too) are ordinary text; fields
// with stricter rules of their own (names, e-mails) still refuse them.
const FORBIDDEN_CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/** Far deeper than any request of the API; class-transformer would overflow the stack on deeper input. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses a body, query, path parameter or socket payload before any other rule reads it: every
 * string holding a forbidden control character is named in a 400 VALIDATION_FAILED (`INVALID_TEXT`),
 * and input nested deeper than MAX_INPUT_DEPTH is a 400 BAD_REQUEST. `root` prefixes the paths
 * (`search` for `@Query('search')`, '' for a whole body).
 */
export function assertSafeInput(value: unknown, root: string): void {
  const fields: ApiErrorFields = {};
  // A queue, not recursion: the input's depth must not become this function's.
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  for (let next = 0; next < pending.length; next++) {
    const { value: node, path, depth } = pending[next]!;
    if (typeof node === 'string') {
      if (FORBIDDEN_CONTROL_CHARACTER.test(node)) fields[path] = [INVALID_TEXT_FIELD_ERROR];
      continue;
    }
    if (!isContainer(node)) continue;
    if (depth >= MAX_INPUT_DEPTH)
      throw new DomainException(ApiErrorCode.BAD_REQUEST, `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.`);
    for (const [key, child] of Object.entries(node))
      pending.push({ value: child, path: path === '' ? key : `${path}.${key}`, depth: depth + 1 });
  }
  if (Object.keys(fields).length > 0) throw new ValidationFailedException(fields);
}

/** Arrays and plain objects (parsed JSON, a parsed query string); never a class instance such as a file. */
function isContainer(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
