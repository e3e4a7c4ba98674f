/** Redis counter of failed sign-ins per e-mail: AuthService counts it, a password reset clears it. */
export const SIGN_IN_FAILURES_BUCKET = 'sign-in-failures';
