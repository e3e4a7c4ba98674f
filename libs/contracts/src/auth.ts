// The accounts API as both sides see it (docs/accounts-and-sessions.md). The access token travels in the
// Authorization header; the refresh token only ever lives in an HttpOnly cookie.
import type { ApiErrorCode } from './api-error.js';
import type { Language } from './language.js';
import type { FillTimeField, HoneypotField } from './public-forms.js';

export const UserRole = { Customer: 'customer', Professional: 'professional', Support: 'support', Admin: 'admin' } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

export const OAUTH_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  locale: Language;
}

/** Answer of sign-up, sign-in and refresh. */
export interface AuthSession {
  accessToken: string;
  /** ISO time at which the access token expires (about 15 minutes). */
  accessTokenExpiresAt: string;
  user: SessionUser;
}

/** With the honeypot and the time trap of the public forms (public-forms.ts): the per-IP limit is loose, as many people share an address. */
export interface SignUpRequest extends HoneypotField, FillTimeField {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Present in the booking wizard's inline sign-up. */
  phone?: string;
  /** The page's language at sign-up; becomes the user's preferred language. */
  locale: Language;
  acceptTerms: true;
  /** Keep the session 30 days instead of one hour; false when absent. */
  rememberMe?: boolean;
}

export interface SignInRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface ForgotPasswordRequest {
  email: string;
  locale: Language;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/**
 * Which e-mails a person wants, by category (docs/notifications.md). E-mails about money, security
 * and cancellations (a booking's confirmation or cancellation, a password reset, an invitation)
 * are always sent and have no switch.
 */
export interface NotificationPreferences {
  /** A pro assigned, on the way, started, the job completed, details changed, the reminder; to a pro: a job changed, a review. */
  bookingUpdates: boolean;
  /** A message on a booking from the other party, still unread after a while (several in one e-mail). */
  messages: boolean;
  /** Offers, news and tips from HomeMate. */
  tipsAndOffers: boolean;
}
export type NotificationCategory = keyof NotificationPreferences;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { bookingUpdates: true, messages: true, tipsAndOffers: true };

export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  locale: Language;
  role: UserRole;
  notifications: NotificationPreferences;
}

export type UpdateProfileRequest = Partial<
  Pick<Profile, 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'postalCode' | 'locale'>
>;

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** Every accounts route, relative to /api. */
export const AUTH_ROUTES = {
  signUp: 'auth/signup', // POST SignUpRequest -> 201 AuthSession (+ refresh cookie)
  signIn: 'auth/login', // POST SignInRequest -> 200 AuthSession (+ refresh cookie)
  refresh: 'auth/refresh', // POST (cookie) -> 200 AuthSession | 401
  signOut: 'auth/logout', // POST -> 204, cookie cleared, session revoked
  forgotPassword: 'auth/forgot-password', // POST ForgotPasswordRequest -> 202 (same answer whether or not the address exists; the mail uses the account's language)
  resetPassword: 'auth/reset-password', // POST ResetPasswordRequest -> 204
  // GET ?returnTo=&locale= (locale: language of an account created by this sign-in; else Accept-Language)
  // -> 302 provider (404 NOT_FOUND when not configured); the callback ends on /auth/callback[?returnTo=] or /auth/callback?error=OAUTH_FAILED
  oauthStart: (provider: OAuthProvider) => `auth/oauth/${provider}`,
  profile: 'me', // GET -> Profile; PATCH UpdateProfileRequest -> Profile
  password: 'me/password', // PUT ChangePasswordRequest -> 204
  notifications: 'me/notifications', // PUT NotificationPreferences -> NotificationPreferences
  devices: 'me/sessions', // GET -> SignedInDevice[] (this device first)
  device: (id: string) => `me/sessions/${encodeURIComponent(id)}`, // DELETE -> 204 | 404 NOT_FOUND
  signOutOtherDevices: 'me/sessions/sign-out-others', // POST -> 204
  dataExport: 'me/export', // GET -> 200 JSON attachment: everything kept about the caller
} as const;

/** Error codes of the accounts API, added to ApiErrorCode's family (web maps each to a translated text). */
export const AuthErrorCode = {
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailTaken: 'EMAIL_TAKEN',
  WeakPassword: 'WEAK_PASSWORD',
  InvalidResetToken: 'INVALID_RESET_TOKEN',
  WrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  OAuthFailed: 'OAUTH_FAILED',
  SessionExpired: 'SESSION_EXPIRED',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

// Every accounts code is an API error code too (a compile error here means api-error.ts lacks one).
const _authCodesAreApiCodes: readonly ApiErrorCode[] = Object.values(AuthErrorCode);
void _authCodesAreApiCodes;

/** The name of the data export's file: 'homemate-data-2026-11-24.json' (the day it was made, UTC). */
export function dataExportFileName(madeAt: Date): string {
  return `homemate-data-${madeAt.toISOString().slice(0, 10)}.json`;
}
