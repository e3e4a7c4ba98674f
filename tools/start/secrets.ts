import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface DevSecrets {
  jwtSecret: string;
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

function readExisting(file: string): Partial<DevSecrets> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    const { jwtSecret } = parsed as Record<string, unknown>;
    return { jwtSecret: typeof jwtSecret === 'string' && jwtSecret.length >= 32 ? jwtSecret : undefined };
  } catch {
    return {};
  }
}

/**
 * Development secrets are generated once and kept, so that sessions (JWTs) survive a
 * restart of `npm start`. Never used in production.
 */
export function loadOrCreateDevSecrets(file: string): DevSecrets {
  const existing = readExisting(file);
  const secrets: DevSecrets = { jwtSecret: existing.jwtSecret ?? randomToken(48) };
  if (secrets.jwtSecret !== existing.jwtSecret) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secrets;
}
