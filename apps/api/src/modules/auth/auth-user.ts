import type { UserRole } from '@hm/db';

/** Who is calling, as proven by a verified access token whose session is still open. */
export interface AuthUser {
  id: string;
  role: UserRole;
  /** The session row the token was issued for (the `sid` claim). */
  sessionId: string;
}
