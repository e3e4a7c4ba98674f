import type { Profile } from '@hm/contracts';
import type { User } from '@hm/db';
import { notificationPreferencesOf } from '@hm/mail';

/** The profile as the API shows it: stored values as typed (names are text, never HTML), no hash. */
export function toProfile(user: User): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? null,
    address: user.address ?? null,
    city: user.city ?? null,
    postalCode: user.postalCode ?? null,
    locale: user.locale,
    role: user.role,
    notifications: notificationPreferencesOf(user),
  };
}
