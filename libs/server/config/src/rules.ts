import { resolve } from 'node:path';
import { checkPassword, isSimpleEmail } from '@hm/contracts';
import { z } from 'zod';

// What a variable may hold. Values arrive trimmed, a blank one as undefined (see read-env.ts).
// Each message follows the variable's name: "PORT must be an integer from 0 to 65535 (got "80a")".

/** Start-up errors end up in logs: never echo the credentials a connection string may carry. */
export function withoutCredentials(value: string): string {
  return value.replace(/^((?:[a-z][a-z0-9+.-]*:)?\/*)[\s\S]*@/i, '$1***@');
}

export function quote(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
  return JSON.stringify(shown);
}

const stripTrailingSlashes = (value: string): string => value.replace(/\/+$/, '');

export const text = () => z.string().optional();

export function oneOf<const T extends readonly [string, ...string[]]>(allowed: T) {
  return z.enum(allowed, { error: (issue) => `must be one of ${allowed.join(', ')} (got ${quote(String(issue.input))})` });
}

function whole(value: string, min: number, max: number): number | undefined {
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
}

export function integer(min: number, max: number, fallback: number) {
  return z
    .string()
    .transform((value, ctx) => whole(value, min, max) ?? fail(ctx, `must be an integer from ${min} to ${max} (got ${quote(value)})`))
    .default(fallback);
}

export function positiveInteger(fallback: number) {
  return z
    .string()
    .transform((value, ctx) => whole(value, 1, Number.MAX_SAFE_INTEGER) ?? fail(ctx, `must be a positive integer (got ${quote(value)})`))
    .default(fallback);
}

interface UrlKind {
  protocols: readonly string[];
  /** How the message names it: "a postgres:// URL". */
  what: string;
  /** A further requirement, as a message when it is not met. */
  check?: (url: URL) => string | undefined;
}

export const HTTP_URL: UrlKind = { protocols: ['http:', 'https:'], what: 'an http(s):// URL' };
export const REDIS_URL: UrlKind = { protocols: ['redis:', 'rediss:'], what: 'a redis:// URL' };
export const SMTP_URL: UrlKind = { protocols: ['smtp:', 'smtps:'], what: 'an smtp:// URL' };
export const POSTGRES_URL: UrlKind = {
  protocols: ['postgres:', 'postgresql:'],
  what: 'a postgres:// URL',
  check: (url) =>
    url.pathname.replace(/^\//, '') === '' ? 'must name a database (e.g. postgres://postgres@127.0.0.1:5432/homemate)' : undefined,
};

export function url(kind: UrlKind) {
  return z.string().transform((value, ctx) => {
    const parsed = URL.canParse(value) ? new URL(value) : null;
    if (!parsed || !kind.protocols.includes(parsed.protocol))
      return fail(ctx, `must be ${kind.what} (got ${quote(withoutCredentials(value))})`);
    const problem = kind.check?.(parsed);
    return problem === undefined ? value : fail(ctx, problem);
  });
}

export function requiredUrl(kind: UrlKind) {
  return z.string({ error: () => `is required (${kind.what})` }).pipe(url(kind));
}

/** An address whose trailing slashes are dropped, so that paths can be appended to it. */
export function baseUrl(kind: UrlKind) {
  return url(kind).transform(stripTrailingSlashes);
}

export function email() {
  return z.string().refine(isSimpleEmail, { error: (issue) => `must be an e-mail address (got ${quote(String(issue.input))})` });
}

/** A phone number as people dial it: digits, with '+', spaces, dots, dashes and parentheses; 7 to 15 digits. */
export function phone() {
  return z.string().refine((value) => /^\+?[\d\s().-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value), {
    error: (issue) => `must be a phone number (got ${quote(String(issue.input))})`,
  });
}

/** "Name <address@host>" or a bare address. */
export function mailbox() {
  return z.string().regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
    error: (issue) => `must be an e-mail address, optionally as "Name <address>" (got ${quote(String(issue.input))})`,
  });
}

/** A secret that is never echoed, only its length. */
export function secret(minLength: number) {
  return z.string().refine((value) => value.length >= minLength, {
    error: (issue) => `must be at least ${minLength} characters (got ${String(issue.input).length})`,
  });
}

/** The accounts' password rule; the password itself is never echoed. */
export function password() {
  return z.string().superRefine((value, ctx) => {
    const broken = checkPassword(value);
    if (broken.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `breaks the password rule (${broken.join(', ')}): 8 to 128 characters with an upper-case letter and a digit`,
      });
    }
  });
}

/** Relative to the working directory. */
export function directory() {
  return z.string().transform((value) => resolve(value));
}

/** Comma-separated origins such as https://app.example.com, each named when it is not one. */
export function origins() {
  return z
    .string()
    .transform((value, ctx) => {
      const found: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (entry === '') continue;
        const parsed = URL.canParse(entry) ? new URL(entry) : null;
        if (parsed && ['http:', 'https:'].includes(parsed.protocol) && parsed.origin === stripTrailingSlashes(entry))
          found.push(parsed.origin);
        else
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of origins like https://app.example.com (got ${quote(entry)})`,
          });
      }
      return found;
    })
    .default([]);
}

export function bucketName() {
  return z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: (issue) => `must be a bucket name (got ${quote(String(issue.input))})` });
}

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
