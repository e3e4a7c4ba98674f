import { z } from 'zod';
import { requiredWhen, variables, type VariableName, type Variables } from './variables.js';

export type EnvSource = Readonly<Record<string, string | undefined>>;

/** The variables named, parsed: defaults applied, numbers as numbers. */
export type EnvOf<N extends VariableName> = { [K in N]: z.output<Variables[K]> };

/** Thrown with every problem found, so one start-up attempt reports them all on one line. */
export class InvalidConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'InvalidConfigError';
    this.problems = problems;
  }
}

/**
 * Reads the named variables (an app reads only its own: the API has no use for SMTP_URL) and
 * throws InvalidConfigError naming each one that is missing or malformed.
 */
export function readEnv<const N extends VariableName>(names: readonly N[], source: EnvSource): EnvOf<N> {
  const given: Record<string, string | undefined> = {};
  for (const name of names) {
    // A blank value means "use the default", as in .env.example.
    const value = source[name]?.trim();
    given[name] = value === '' ? undefined : value;
  }
  const schema = z.object(Object.fromEntries(names.map((name) => [name, variables[name]])));
  const result = schema.safeParse(given);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
  for (const rule of requiredWhen) {
    if (names.includes(rule.variable as N) && given[rule.variable] === undefined && rule.applies(given))
      problems.push(`${rule.variable} is required ${rule.when}`);
  }
  if (problems.length > 0 || !result.success) throw new InvalidConfigError(problems);
  return result.data as EnvOf<N>;
}
