import type { Request } from 'express';
import type { AuthenticateOptions } from 'passport';
import type { OAuthAuthenticator } from './oauth-strategies.js';

export type PassportOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'success'; profile: unknown }
  | { kind: 'fail'; info: unknown }
  | { kind: 'error'; error: unknown };

/**
 * Runs a registered passport strategy and reports what it decided, instead of letting it write
 * the response. The start route gets the provider's authorize URL (`redirect`); the callback gets
 * the provider's profile (`success`) after passport-oauth2 traded the code for a token. Our own
 * code then answers (cookies, redirects to /auth/callback), and no passport session is used.
 */
export function runPassportStrategy(
  authenticator: OAuthAuthenticator,
  strategyName: string,
  request: Request,
  options: AuthenticateOptions & Record<string, unknown>,
): Promise<PassportOutcome> {
  return new Promise((resolve) => {
    // passport's `redirect` action writes Location and ends the response; this stand-in records it.
    const headers = new Map<string, string>();
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
      end: () => {
        const location = headers.get('location');
        resolve(location ? { kind: 'redirect', location } : { kind: 'fail', info: 'ended without a redirect' });
      },
    };
    const middleware = authenticator.authenticate(strategyName, { ...options, session: false }, (error: unknown, user: unknown, info: unknown) => {
      if (error) resolve({ kind: 'error', error });
      else if (!user) resolve({ kind: 'fail', info });
      else resolve({ kind: 'success', profile: user });
    }) as (req: Request, res: unknown, next: (error?: unknown) => void) => void;
    middleware(request, response, (error?: unknown) => resolve(error ? { kind: 'error', error } : { kind: 'fail', info: 'passed' }));
  });
}
