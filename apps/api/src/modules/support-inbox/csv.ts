/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A field that a
 * spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is prefixed with an
 * apostrophe, so an address typed by anyone on the site cannot run in an operator's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines ending in CRLF, as RFC 4180 writes them. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
