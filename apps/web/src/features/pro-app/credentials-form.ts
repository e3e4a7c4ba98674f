import {
  businessIdentitySchema,
  credentialSchema,
  fieldErrorsOf,
  type BusinessIdentityRequest,
  type CredentialKind,
  type CredentialRequest,
  type CredentialView,
} from '@hm/contracts';

// The credentials forms' values as typed, and their rules: the zod schemas of libs/contracts
// (docs/verified-trades.md), so the form says what the API would refuse, with the same codes.

export interface CredentialFormValues {
  number: string;
  /** Comma-separated, like "1.1.1, 15.5". */
  subclasses: string;
  insurer: string;
  policyNumber: string;
  /** Dollars as typed ("2000000", "2 000 000", "$2,000,000"). */
  coverage: string;
  expiresOn: string;
}

export function credentialFormValues(credential: CredentialView | undefined): CredentialFormValues {
  return {
    number: credential?.number ?? '',
    subclasses: credential?.subclasses.join(', ') ?? '',
    insurer: credential?.insurer ?? '',
    policyNumber: credential?.policyNumber ?? '',
    coverage: credential?.coverageCents === null || credential?.coverageCents === undefined ? '' : String(credential.coverageCents / 100),
    expiresOn: credential?.expiresOn ?? '',
  };
}

/** Whole dollars or cents typed with spaces, commas as thousands separators or a $ sign, in cents; NaN when it is not a number. */
export function dollarsToCents(text: string): number {
  const cleaned = text.replace(/[\s$\u00a0]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned.replace(',', '.')) * 100);
}

export function toCredentialRequest(kind: CredentialKind, values: CredentialFormValues): CredentialRequest {
  if (kind === 'insurance')
    return {
      insurer: values.insurer,
      policyNumber: values.policyNumber,
      coverageCents: dollarsToCents(values.coverage),
      expiresOn: values.expiresOn,
    };
  if (kind === 'rbq')
    return {
      number: values.number,
      subclasses: values.subclasses
        .split(/[,;]+/)
        .map((part) => part.trim())
        .filter((part) => part !== ''),
      expiresOn: values.expiresOn || null,
    };
  return { number: values.number, expiresOn: values.expiresOn || null };
}

/** The API's field paths in the form's names ('subclasses.1' is the subclasses field, coverageCents the coverage). */
export function formFieldOf(path: string): keyof CredentialFormValues | null {
  const head = path.split('.')[0];
  if (head === 'coverageCents') return 'coverage';
  return head === 'number' || head === 'subclasses' || head === 'insurer' || head === 'policyNumber' || head === 'expiresOn' ? head : null;
}

/** A message key per invalid field: the first code of each, from the same schema as the API's. */
export function credentialFieldCodes(fields: Record<string, string[]>): Partial<Record<keyof CredentialFormValues, string>> {
  const codes: Partial<Record<keyof CredentialFormValues, string>> = {};
  for (const [path, list] of Object.entries(fields)) {
    const field = formFieldOf(path);
    if (field && !codes[field] && list[0]) codes[field] = list[0];
  }
  return codes;
}

export function checkCredential(kind: CredentialKind, values: CredentialFormValues, today: string) {
  const parsed = credentialSchema(kind, today).safeParse(toCredentialRequest(kind, values));
  return parsed.success ? {} : credentialFieldCodes(fieldErrorsOf(parsed.error));
}

export interface BusinessFormValues {
  businessName: string;
  neq: string;
}

export function checkBusiness(values: BusinessFormValues): Partial<Record<keyof BusinessFormValues, string>> {
  const parsed = businessIdentitySchema.safeParse(values satisfies BusinessIdentityRequest);
  if (parsed.success) return {};
  const codes: Partial<Record<keyof BusinessFormValues, string>> = {};
  for (const [path, list] of Object.entries(fieldErrorsOf(parsed.error))) {
    if ((path === 'businessName' || path === 'neq') && list[0]) codes[path] ??= list[0];
  }
  return codes;
}
