/**
 * A statement written with `:name` placeholders, as MikroORM's `?` placeholders and the name of
 * each in order (a name may come back). Casts (`::text`) are not placeholders.
 */
export function withNamedParameters(text: string): { sql: string; parameters: readonly string[] } {
  const parameters: string[] = [];
  const sql = text.replace(/(?<![:\w]):([a-z][a-z_]*)/g, (_, name: string) => {
    parameters.push(name);
    return '?';
  });
  return { sql, parameters };
}

/** The values of a named statement's placeholders, in order; a name without a value is an error. */
export function bindNamed(parameters: readonly string[], values: Readonly<Record<string, unknown>>): unknown[] {
  return parameters.map((name) => {
    if (!(name in values)) throw new Error(`no value for the statement's parameter :${name}`);
    return values[name];
  });
}
