import { isSimpleEmail, normalizeEmail, type OAuthProvider } from '@hm/contracts';

/** What we keep of a provider's profile, whatever its shape. */
export interface ProviderProfile {
  provider: OAuthProvider;
  /** The provider's stable id for the person. */
  subject: string;
  email: string | null;
  /** True only when the provider itself vouches that the address belongs to the person. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The parts of a passport profile we read (passport-google-oauth20, -github2 with allRawEmails, -facebook). */
export interface PassportProfileLike {
  id?: unknown;
  displayName?: unknown;
  username?: unknown;
  name?: { givenName?: unknown; familyName?: unknown };
  emails?: Array<{ value?: unknown; verified?: unknown; primary?: unknown }>;
  _json?: Record<string, unknown>;
}

const NAME_MAX_LENGTH = 100;

/**
 * Normalises a provider's profile. E-mail verification is provider-specific:
 * - Google: `email_verified` of the OpenID userinfo;
 * - GitHub: the PRIMARY address of /user/emails, verified only if GitHub says so;
 * - Facebook: the Graph API gives no verification flag, so its address counts as verified only
 *   if the profile explicitly says `email_verified: true` (in practice: never).
 * Returns null when the profile has no usable id.
 */
export function toProviderProfile(provider: OAuthProvider, profile: PassportProfileLike): ProviderProfile | null {
  const subject = typeof profile.id === 'string' || typeof profile.id === 'number' ? String(profile.id) : '';
  if (subject === '') return null;
  const { email, verified } = emailOf(provider, profile);
  const [firstName, lastName] = namesOf(profile, email);
  return { provider, subject, email, emailVerified: email !== null && verified, firstName, lastName };
}

function emailOf(provider: OAuthProvider, profile: PassportProfileLike): { email: string | null; verified: boolean } {
  const emails = Array.isArray(profile.emails) ? profile.emails : [];
  const chosen = provider === 'github' ? emails.find((entry) => entry.primary === true) : emails[0];
  const address = typeof chosen?.value === 'string' ? normalizeEmail(chosen.value) : '';
  if (!isSimpleEmail(address)) return { email: null, verified: false };
  const verified =
    provider === 'facebook' ? profile._json?.email_verified === true : chosen?.verified === true || chosen?.verified === 'true';
  return { email: address, verified };
}

function namesOf(profile: PassportProfileLike, email: string | null): [string, string] {
  let first = clean(profile.name?.givenName);
  let last = clean(profile.name?.familyName);
  if (first === '' && last === '') {
    const display = clean(profile.displayName) || clean(profile.username);
    const space = display.indexOf(' ');
    [first, last] = space > 0 ? [display.slice(0, space), display.slice(space + 1).trim()] : [display, ''];
  }
  // Both names are required on our side; the profile page lets the person fix them.
  if (first === '') first = email ? email.slice(0, email.indexOf('@')) : 'HomeMate';
  if (last === '') last = '-';
  return [first.slice(0, NAME_MAX_LENGTH), last.slice(0, NAME_MAX_LENGTH)];
}

function clean(value: unknown): string {
  // Control characters never reach a stored name (the same rule as the sign-up form).
  return typeof value === 'string'
    ? value
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}
