import { isSupportedLanguage, UserRole, type AuthSession, type SessionUser } from '@hm/contracts';

const ROLES: readonly string[] = Object.values(UserRole);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.email === 'string' &&
    typeof value.firstName === 'string' &&
    typeof value.lastName === 'string' &&
    typeof value.role === 'string' &&
    ROLES.includes(value.role) &&
    isSupportedLanguage(value.locale)
  );
}

/**
 * Checks what the refresh endpoint or another tab hands over before it becomes the
 * session: a malformed value must not leave the app "signed in" with no token.
 */
export function isAuthSession(value: unknown): value is AuthSession {
  return (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    value.accessToken !== '' &&
    typeof value.accessTokenExpiresAt === 'string' &&
    !Number.isNaN(Date.parse(value.accessTokenExpiresAt)) &&
    isSessionUser(value.user)
  );
}
