const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value is a UUID (any version, any case): a malformed id is simply not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
