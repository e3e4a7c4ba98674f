import type { UserRole } from '@hm/db';

/** Who is calling, as proven by a verified access token. */
export interface AuthUser {
  id: string;
  role: UserRole;
}
