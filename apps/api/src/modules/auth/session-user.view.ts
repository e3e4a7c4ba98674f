import type { SessionUser } from '@hm/contracts';
import type { User } from '@hm/db';

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role, locale: user.locale };
}
