import type { Request } from 'express';
import type { AuthenticateOptions } from 'passport';
import type { AuthPassport } from './auth-passport.js';

export type PassportOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'success'; user: unknown }
  | { kind: 'fail'; info: unknown }
  | { kind: 'error'; error: unknown };

/**
 * Runs one of this app's passport strategies and reports what it decided, instead of letting it
 * write the response (what @nestjs/passport's AuthGuard does, but with the app's own passport
 * rather than the process-wide one). The JWT strategy succeeds with the signed-in user; an OAuth
 * start route gets the provider's authorize URL (`redirect`) and its callback the provider's
 * profile (`success`). Our own code then answers, and no passport session is used.
 */
export function runPassportStrategy(
  passport: AuthPassport,
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
    const middleware = passport.authenticate(
      strategyName,
      { ...options, session: false },
      (error: unknown, user: unknown, info: unknown) => {
        if (error) resolve({ kind: 'error', error });
        else if (!user) resolve({ kind: 'fail', info });
        else resolve({ kind: 'success', user });
      },
    ) as (req: Request, res: unknown, next: (error?: unknown) => void) => void;
    middleware(request, response, (error?: unknown) => resolve(error ? { kind: 'error', error } : { kind: 'fail', info: 'passed' }));
  });
}
