// Verified trades (docs/verified-trades.md): which trades require which credentials, the formats of
// Quebec's numbers (RBQ licence, NEQ, CMMTQ and CMEQ membership) and of a liability insurance, and
// the views of the pro app, the console and the customer. One table: @hm/db turns it into the one
// SQL condition every path that offers or gives a job adds (qualifiedForJobSql,
// libs/server/db/src/sql/trade-credentials.ts); the API reads it for what a pro's form asks for.
//
// Field errors are codes (`proApp`'s `credentials.fieldErrors.*` texts translate them), the same
// from the zod schemas on the web and in the API's 400 VALIDATION_FAILED.
import { z } from 'zod';
import { isIsoDate } from './dates.js';

export const CREDENTIAL_KINDS = ['rbq', 'cmmtq', 'cmeq', 'insurance'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const isCredentialKind = (value: unknown): value is CredentialKind =>
  typeof value === 'string' && (CREDENTIAL_KINDS as readonly string[]).includes(value);

/** The licence and the memberships: a number an operator checks in a public registry. */
export const LICENCE_KINDS = ['rbq', 'cmmtq', 'cmeq'] as const satisfies readonly CredentialKind[];

export const CREDENTIAL_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/**
 * What a trade requires. `always`: every job of the trade. `aboveJobValue`: only a job whose value
 * (its price snapshot, in cents) is above the threshold set in the settings
 * (LICENSED_JOB_VALUE_CENTS); a job without a known value (a quote) is under it. A trade not listed
 * requires nothing.
 */
export interface TradeCredentialRule {
  always?: readonly CredentialKind[];
  aboveJobValue?: readonly CredentialKind[];
}

/**
 * The one table. Plumbing and heating: RBQ licence and CMMTQ membership; electrical: RBQ licence and
 * CMEQ membership; handyman and painting: an RBQ licence only above the job value threshold. Every
 * regulated job also needs a liability insurance (its expiry suspends the pro like the licence's).
 * Cleaning, moving, landscaping and well-being: none.
 */
export const TRADE_CREDENTIAL_RULES: Readonly<Record<string, TradeCredentialRule>> = {
  plumbing: { always: ['rbq', 'cmmtq', 'insurance'] },
  electrical: { always: ['rbq', 'cmeq', 'insurance'] },
  handyman: { aboveJobValue: ['rbq', 'insurance'] },
  painting: { aboveJobValue: ['rbq', 'insurance'] },
  cleaning: {},
  moving: {},
  landscaping: {},
  wellbeing: {},
};

/** Default of LICENSED_JOB_VALUE_CENTS: $5,000. */
export const DEFAULT_LICENSED_JOB_VALUE_CENTS = 500_000;

/** The credentials a job of `serviceId` worth `jobValueCents` (null: unknown, a quote) requires. */
export function requiredCredentials(serviceId: string, jobValueCents: number | null, thresholdCents: number): CredentialKind[] {
  const rule = TRADE_CREDENTIAL_RULES[serviceId];
  if (!rule) return [];
  const above = jobValueCents !== null && jobValueCents > thresholdCents;
  return [...(rule.always ?? []), ...(above ? (rule.aboveJobValue ?? []) : [])];
}

/** The credentials a trade may ever require (any job value): what the pro app asks a pro of the trade for. */
export function credentialsOfTrade(serviceId: string): CredentialKind[] {
  const rule = TRADE_CREDENTIAL_RULES[serviceId];
  return rule ? [...new Set([...(rule.always ?? []), ...(rule.aboveJobValue ?? [])])] : [];
}

/** Whether a pro holding the valid (verified, not expired) `held` credentials may take the job. */
export function meetsCredentialRequirements(
  serviceId: string,
  jobValueCents: number | null,
  thresholdCents: number,
  held: readonly CredentialKind[],
): boolean {
  return requiredCredentials(serviceId, jobValueCents, thresholdCents).every((kind) => held.includes(kind));
}

/** Valid on `today` (Montreal, 'YYYY-MM-DD'): verified, and its expiry date (if any) not passed (it is valid through that day). */
export function isCredentialValid(credential: { status: CredentialStatus; expiresOn: string | null }, today: string): boolean {
  return credential.status === 'verified' && (credential.expiresOn === null || credential.expiresOn >= today);
}

/** Days before an expiry on which the pro is reminded, once each (the daily job); 0 is the day after it lapsed. */
export const CREDENTIAL_REMINDER_DAYS = [30, 7, 1] as const;

/** The public registries where anyone can look a number up (the customer's link; never the documents). */
export const CREDENTIAL_REGISTRY_URLS: Readonly<Record<Exclude<CredentialKind, 'insurance'>, string>> = {
  rbq: 'https://www.pes.rbq.gouv.qc.ca/RegistreLicences/Recherche',
  cmmtq: 'https://www.cmmtq.org/fr/trouver-un-entrepreneur',
  cmeq: 'https://www.cmeq.org/trouver-un-entrepreneur',
};

// ---- Formats --------------------------------------------------------------------------------

/** Field codes of the credential forms (translated in `proApp`: `credentials.fieldErrors.<CODE>`). */
export const CredentialFieldError = {
  REQUIRED: 'REQUIRED',
  INVALID_RBQ_NUMBER: 'INVALID_RBQ_NUMBER',
  INVALID_RBQ_SUBCLASS: 'INVALID_RBQ_SUBCLASS',
  INVALID_NEQ: 'INVALID_NEQ',
  INVALID_MEMBER_NUMBER: 'INVALID_MEMBER_NUMBER',
  INVALID_POLICY_NUMBER: 'INVALID_POLICY_NUMBER',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  INVALID_DATE: 'INVALID_DATE',
  DATE_IN_PAST: 'DATE_IN_PAST',
  TOO_LONG: 'TOO_LONG',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;
export type CredentialFieldError = (typeof CredentialFieldError)[keyof typeof CredentialFieldError];

/** RBQ licence: 4 digits, 4 digits, 2 digits ("1234-5678-01"); spaces or no dashes are accepted and written back with dashes. */
export function normalizeRbqNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}` : null;
}

/** NEQ (Quebec enterprise number): 10 digits, spaces ignored. */
export function normalizeNeq(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** CMMTQ or CMEQ member number: 3 to 8 digits (spaces ignored). */
export function normalizeMemberNumber(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  return /^\d{3,8}$/.test(digits) ? digits : null;
}

/** An RBQ subclass as the licence prints it: "1.1.1", "4.1", "15.5", "16". */
export const RBQ_SUBCLASS_PATTERN = /^\d{1,2}(\.\d{1,2}){0,2}$/;
export const RBQ_MAX_SUBCLASSES = 40;
/** Coverage of a liability insurance, in cents: at least $1, at most $100,000,000. */
export const INSURANCE_MAX_COVERAGE_CENTS = 10_000_000_000;
export const BUSINESS_NAME_MAX_LENGTH = 160;
export const INSURER_MAX_LENGTH = 120;
export const POLICY_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,39}$/;

// A name printed on e-mails and pages: no control characters.
const CONTROL = /\p{Cc}/u;
const text = (max: number) =>
  z
    .string({ error: CredentialFieldError.REQUIRED })
    .trim()
    .min(1, { error: CredentialFieldError.REQUIRED })
    .max(max, { error: CredentialFieldError.TOO_LONG })
    .refine((value) => !CONTROL.test(value), { error: CredentialFieldError.INVALID_TEXT });

const normalized = (normalize: (value: string) => string | null, code: CredentialFieldError) =>
  z
    .string({ error: CredentialFieldError.REQUIRED })
    .trim()
    .min(1, { error: CredentialFieldError.REQUIRED })
    .transform((value, context) => {
      const result = normalize(value);
      if (result === null) {
        context.addIssue({ code: 'custom', message: code });
        return z.NEVER;
      }
      return result;
    });

/** An expiry date: a real 'YYYY-MM-DD' day, not before `today` (Montreal). */
const expiryDate = (today: string) =>
  z
    .string({ error: CredentialFieldError.REQUIRED })
    .refine(isIsoDate, { error: CredentialFieldError.INVALID_DATE })
    .refine((value) => value >= today, { error: CredentialFieldError.DATE_IN_PAST });

/** An optional field: null or blank is null, anything else must pass `check` (a code, or null when fine) after `normalize`. */
const optional = (normalize: (value: string) => string | null, code: CredentialFieldError) =>
  z
    .string({ error: code })
    .trim()
    .nullish()
    .transform((value, context) => {
      if (value == null || value === '') return null;
      const result = normalize(value);
      if (result === null) {
        context.addIssue({ code: 'custom', message: code });
        return z.NEVER;
      }
      return result;
    });

/** An optional expiry date: null or blank for none. */
const optionalExpiry = (today: string) =>
  z
    .string({ error: CredentialFieldError.INVALID_DATE })
    .nullish()
    .transform((value, context) => {
      if (value == null || value === '') return null;
      if (!isIsoDate(value)) context.addIssue({ code: 'custom', message: CredentialFieldError.INVALID_DATE });
      else if (value < today) context.addIssue({ code: 'custom', message: CredentialFieldError.DATE_IN_PAST });
      else return value;
      return z.NEVER;
    });

/** The business: its name and its NEQ (optional: a sole proprietor working under their own name may have none). */
export const businessIdentitySchema = z.object({
  businessName: text(BUSINESS_NAME_MAX_LENGTH),
  neq: optional(normalizeNeq, CredentialFieldError.INVALID_NEQ),
});
export type BusinessIdentityRequest = z.input<typeof businessIdentitySchema>;

export const rbqLicenceSchema = (today: string) =>
  z.object({
    number: normalized(normalizeRbqNumber, CredentialFieldError.INVALID_RBQ_NUMBER),
    subclasses: z
      .array(z.string().trim().regex(RBQ_SUBCLASS_PATTERN, { error: CredentialFieldError.INVALID_RBQ_SUBCLASS }), {
        error: CredentialFieldError.REQUIRED,
      })
      .min(1, { error: CredentialFieldError.REQUIRED })
      .max(RBQ_MAX_SUBCLASSES, { error: CredentialFieldError.TOO_LONG })
      .transform((values) => [...new Set(values)]),
    expiresOn: optionalExpiry(today),
  });

export const membershipSchema = (today: string) =>
  z.object({
    number: normalized(normalizeMemberNumber, CredentialFieldError.INVALID_MEMBER_NUMBER),
    expiresOn: optionalExpiry(today),
  });

export const insuranceSchema = (today: string) =>
  z.object({
    insurer: text(INSURER_MAX_LENGTH),
    policyNumber: z
      .string({ error: CredentialFieldError.REQUIRED })
      .trim()
      .min(1, { error: CredentialFieldError.REQUIRED })
      .regex(POLICY_NUMBER_PATTERN, { error: CredentialFieldError.INVALID_POLICY_NUMBER }),
    coverageCents: z
      .number({ error: CredentialFieldError.INVALID_AMOUNT })
      .int({ error: CredentialFieldError.INVALID_AMOUNT })
      .min(100, { error: CredentialFieldError.INVALID_AMOUNT })
      .max(INSURANCE_MAX_COVERAGE_CENTS, { error: CredentialFieldError.INVALID_AMOUNT }),
    expiresOn: expiryDate(today),
  });

/** The body of PUT /api/pro/credentials/:kind, one schema per kind. */
export function credentialSchema(kind: CredentialKind, today: string) {
  if (kind === 'rbq') return rbqLicenceSchema(today);
  if (kind === 'insurance') return insuranceSchema(today);
  return membershipSchema(today);
}

export type RbqLicenceRequest = z.input<ReturnType<typeof rbqLicenceSchema>>;
export type MembershipRequest = z.input<ReturnType<typeof membershipSchema>>;
export type InsuranceRequest = z.input<ReturnType<typeof insuranceSchema>>;
export type CredentialRequest = RbqLicenceRequest | MembershipRequest | InsuranceRequest;

/** What a valid request of any kind becomes: the columns of pro_credentials. */
export interface CredentialFields {
  number: string | null;
  subclasses: string[];
  insurer: string | null;
  policyNumber: string | null;
  coverageCents: number | null;
  expiresOn: string | null;
}

/** Field path ('subclasses.1') to its codes, as the API's `fields` carries them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    const messages = (fields[path] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}

/** Parses one kind's request into its columns, or gives the field codes. */
export function parseCredential(
  kind: CredentialKind,
  body: unknown,
  today: string,
): { ok: true; value: CredentialFields } | { ok: false; fields: Record<string, string[]> } {
  const parsed = credentialSchema(kind, today).safeParse(body);
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
  const value = parsed.data as Record<string, unknown>;
  return {
    ok: true,
    value: {
      number: (value.number as string | undefined) ?? null,
      subclasses: (value.subclasses as string[] | undefined) ?? [],
      insurer: (value.insurer as string | undefined) ?? null,
      policyNumber: (value.policyNumber as string | undefined) ?? null,
      coverageCents: (value.coverageCents as number | undefined) ?? null,
      expiresOn: (value.expiresOn as string | null | undefined) ?? null,
    },
  };
}

// ---- Documents ------------------------------------------------------------------------------

/** Multipart field of a certificate upload: a PDF or a PNG, JPEG or WebP image, judged from its bytes. */
export const CREDENTIAL_DOCUMENT_FIELD = 'document';
export const CREDENTIAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CREDENTIAL_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type CredentialDocumentType = (typeof CREDENTIAL_DOCUMENT_TYPES)[number];

/** The document's type from its first bytes (never from the name or the header the client sent). */
export function sniffCredentialDocument(bytes: Uint8Array): CredentialDocumentType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return 'image/webp';
  return null;
}

// ---- Views ----------------------------------------------------------------------------------

/** One credential as its pro and the operators see it. */
export interface CredentialView {
  kind: CredentialKind;
  status: CredentialStatus;
  number: string | null;
  subclasses: string[];
  insurer: string | null;
  policyNumber: string | null;
  coverageCents: number | null;
  /** 'YYYY-MM-DD' (valid through that day, Montreal), or null when it does not expire. */
  expiresOn: string | null;
  /** Whether a certificate was uploaded (it is opened through documentUrl by its pro and operators only). */
  hasDocument: boolean;
  documentUrl: string | null;
  /** The operator's note of a verification or rejection. */
  reviewNote: string | null;
  /** ISO instant of the last verification or rejection. */
  reviewedAt: string | null;
  /** Verified and not expired today (Montreal). */
  valid: boolean;
}

/** GET /api/pro/credentials: the pro's business, credentials and what their trades require. */
export interface ProCredentialsView {
  businessName: string | null;
  neq: string | null;
  credentials: CredentialView[];
  /** The credentials the pro's trades may require (the form shows these). */
  requested: CredentialKind[];
  /** Trades of the pro (their categories) whose jobs are not offered to them at all, for lack of valid credentials. */
  blockedTrades: string[];
  /**
   * Trades of the pro whose jobs worth more than `licensedJobValueCents` need credentials they do not
   * hold valid (handyman, painting without an RBQ licence): only the jobs up to it are offered.
   */
  limitedTrades: string[];
  /** LICENSED_JOB_VALUE_CENTS: the job value above which those trades require a licence. */
  licensedJobValueCents: number;
}

/** One pro in the console's credentials review. */
export interface AdminProCredentialsView extends ProCredentialsView {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  categories: string[];
}

/** POST /api/admin/pros/:userId/credentials/:kind/review */
export interface CredentialReviewRequest {
  decision: 'verified' | 'rejected';
  /** Required for a rejection (told to the pro); optional for a verification. */
  note?: string;
}
export const CREDENTIAL_REVIEW_NOTE_MAX_LENGTH = 1000;

/** What a customer sees: only verified, unexpired credentials, never a document, a policy number or an insurer's file. */
export interface PublicCredentialView {
  kind: CredentialKind;
  /** The licence or member number (null for the insurance). */
  number: string | null;
  /** 'YYYY-MM-DD' of the operator's verification (Montreal). */
  verifiedOn: string;
  /** Insurance only: the coverage in cents. */
  coverageCents: number | null;
  /** The public registry's search page (null for the insurance). */
  registryUrl: string | null;
}

export const PRO_CREDENTIALS_ROUTES = {
  mine: 'pro/credentials', // GET -> ProCredentialsView
  business: 'pro/credentials/business', // PUT BusinessIdentityRequest -> ProCredentialsView
  one: 'pro/credentials/:kind', // PUT CredentialRequest -> ProCredentialsView
  document: 'pro/credentials/:kind/document', // POST multipart CREDENTIAL_DOCUMENT_FIELD -> ProCredentialsView; GET -> the file
  adminList: 'admin/pros/credentials', // GET -> AdminProCredentialsView[]
  adminDocument: 'admin/pros/:userId/credentials/:kind/document', // GET -> the file
  adminReview: 'admin/pros/:userId/credentials/:kind/review', // POST CredentialReviewRequest -> AdminProCredentialsView
} as const;
