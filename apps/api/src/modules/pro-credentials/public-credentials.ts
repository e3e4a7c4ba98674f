import {
  BOOKING_TIME_ZONE,
  CREDENTIAL_KINDS,
  CREDENTIAL_REGISTRY_URLS,
  type CredentialKind,
  type PublicCredentialView,
} from '@hm/contracts';

// What customers see of a pro's credentials (docs/verified-trades.md): the verified, unexpired ones,
// with the licence or member number, the day of the verification and the insurance's coverage;
// never a document, an insurer or a policy number.

/** SQL: a json array of the pro `userId`'s (an expression) public credentials. */
export const publicCredentialsJsonSql = (userId: string): string => `(
  select coalesce(json_agg(json_build_object('kind', c.kind, 'number', c.number, 'coverageCents', c.coverage_cents,
    'verifiedOn', to_char(c.reviewed_at at time zone '${BOOKING_TIME_ZONE}', 'YYYY-MM-DD'))), '[]')
  from pro_credentials c
  where c.user_id = ${userId} and c.status = 'verified'
    and (c.expires_on is null or c.expires_on >= (now() at time zone '${BOOKING_TIME_ZONE}')::date))`;

interface PublicCredentialRow {
  kind: CredentialKind;
  number: string | null;
  coverageCents: number | string | null;
  verifiedOn: string;
}

/** The json of publicCredentialsJsonSql as the views carry it, in the order of CREDENTIAL_KINDS. */
export function toPublicCredentials(rows: readonly PublicCredentialRow[] | null | undefined): PublicCredentialView[] {
  return (rows ?? [])
    .map((row): PublicCredentialView => {
      const insurance = row.kind === 'insurance';
      return {
        kind: row.kind,
        number: insurance ? null : row.number,
        verifiedOn: row.verifiedOn,
        coverageCents: insurance && row.coverageCents !== null ? Number(row.coverageCents) : null,
        registryUrl: row.kind === 'insurance' ? null : CREDENTIAL_REGISTRY_URLS[row.kind],
      };
    })
    .sort((a, b) => CREDENTIAL_KINDS.indexOf(a.kind) - CREDENTIAL_KINDS.indexOf(b.kind));
}
