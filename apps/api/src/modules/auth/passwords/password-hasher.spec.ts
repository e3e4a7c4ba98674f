import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hashing', () => {
  it('stores argon2id hashes, salted, that verify only the right password', async () => {
    const first = await hashPassword('Maison2026!');
    const second = await hashPassword('Maison2026!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'Maison2026!')).toBe(true);
    expect(await verifyPassword(first, 'maison2026!')).toBe(false);
  });

  it('answers false, after the same work, when there is no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'Maison2026!')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
