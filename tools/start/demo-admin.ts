import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { paths } from './paths.ts';

/**
 * The e-mail of the admin among the seed's demo users, read from the built db library (the
 * launcher builds it before seeding), so the banner never drifts from what the seed created.
 */
export async function loadDemoAdminEmail(file: string = paths.demoUsers): Promise<string | undefined> {
  if (!existsSync(file)) return undefined;
  const loaded: unknown = await import(pathToFileURL(file).href);
  const users = (loaded as { DEMO_USERS?: unknown }).DEMO_USERS;
  if (!Array.isArray(users)) return undefined;
  const admin: unknown = users.find((user: unknown) => (user as { role?: unknown } | null)?.role === 'admin');
  const email = (admin as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}
