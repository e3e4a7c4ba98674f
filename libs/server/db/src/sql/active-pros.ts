// Which pros can be sent anywhere, and the service-area rule, in SQL (docs/booking-rules.md, Where;
// contracts coveringServiceAreas): a pro's prefixes (1 to 3 characters) cover a postal code when
// one of them is the code's first 1, 2 or 3 characters, i.e. when the prefixes overlap those three
// (the GIN index on service_area_prefixes answers `&&`). Postal codes are stored 'H2X 1Y4', so
// left(code, 3) is the FSA.

/** SQL: the pro's prefixes (`prefixes`, a text[] column) cover the postal code or FSA column `code`. */
export const coversPostalCodeSql = (prefixes: string, code: string): string =>
  `${prefixes} && array[left(${code}, 1), left(${code}, 2), left(${code}, 3)]`;

/** An approved professional (`pr`) with a professional account that is not disabled: the only pros who can be sent anywhere. */
export const ACTIVE_PRO_SQL = `pr.status = 'approved' and exists (select 1 from users u where u.id = pr.user_id and u.role = 'professional' and u.disabled_at is null)`;

/** pg array literal of plain tokens (catalogue ids, postal prefixes: letters, digits and hyphens only). */
export const pgArray = (values: readonly string[]): string => `{${values.join(',')}}`;
