import { DEFAULT_NOTIFICATION_PREFERENCES, type AuthSession, type Profile } from '@hm/contracts';

/** A signed-in English-speaking customer, Jean Tremblay, for component tests. */
export const customerSession: AuthSession = {
  accessToken: 'token',
  accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'en' },
};

/** Jean's profile (GET /api/me): a phone, no saved address. */
export const customerProfile: Profile = {
  ...customerSession.user,
  phone: '5145550147',
  address: null,
  city: null,
  postalCode: null,
  notifications: DEFAULT_NOTIFICATION_PREFERENCES,
};
