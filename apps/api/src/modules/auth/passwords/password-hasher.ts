import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, 19 MiB, 2 passes, parallelism 1: the OWASP minimums.
// (Its Algorithm enum is a `const enum`, which isolated-module builds cannot import, so the
// defaults are relied on; a unit test checks the hashes really are argon2id.)

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, OAuth-only account)
 * a dummy hash is verified anyway, so the answer takes as long as for a real account and the
 * timing does not reveal which e-mails are registered.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password-only-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
