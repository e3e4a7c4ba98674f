import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { AppConfig, RateLimitRule } from '../../config/app-config.js';
import { RateLimit, SkipRateLimit } from './rate-limit.decorator.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitedException, TOO_MANY_ATTEMPTS, TOO_MANY_REQUESTS } from './rate-limited.exception.js';
import type { RateLimiter, Refusal, WindowCount } from './rate-limiter.service.js';

const API_WIDE: RateLimitRule = { limit: 300, windowMs: 60_000 };
const PER_IP: RateLimitRule = { limit: 5, windowMs: 60_000 };
const PER_EMAIL: RateLimitRule = { limit: 2, windowMs: 60_000 };

class Routes {
  @RateLimit('signUpPerIp', { per: 'ip', rule: 'auth.limits.signUpPerIp' })
  @RateLimit('signUpPerEmail', { per: 'email', rule: 'auth.limits.signUpPerEmail' })
  signUp(): void {}

  @SkipRateLimit()
  health(): void {}

  plain(): void {}
}

/** Counts in memory, like RateLimiter's fixed window without its clock. */
class CountingLimiter {
  readonly calls: Array<{ bucket: string; subject: string; rule: RateLimitRule }> = [];
  private readonly hits = new Map<string, number>();

  consume(
    bucket: string,
    subject: string,
    rule: RateLimitRule,
    refuse: Refusal = (seconds) => new RateLimitedException(seconds),
  ): Promise<WindowCount> {
    this.calls.push({ bucket, subject, rule });
    const hits = (this.hits.get(`${bucket}:${subject}`) ?? 0) + 1;
    this.hits.set(`${bucket}:${subject}`, hits);
    if (hits > rule.limit) return Promise.reject(refuse(30));
    return Promise.resolve({ hits, msLeft: 42_500 });
  }
}

function setUp() {
  const limiter = new CountingLimiter();
  const config = new ConfigService({ rateLimit: API_WIDE, auth: { limits: { signUpPerIp: PER_IP, signUpPerEmail: PER_EMAIL } } });
  const guard = new RateLimitGuard(new Reflector(), limiter as unknown as RateLimiter, config as unknown as ConfigService<AppConfig, true>);
  const send = (route: keyof Routes, request: { ip?: string; body?: unknown }, type: 'http' | 'ws' = 'http') => {
    const headers: Record<string, unknown> = {};
    const response = { setHeader: (name: string, value: unknown) => (headers[name] = value) };
    const context = new ExecutionContextHost([request, response], Routes, Routes.prototype[route]);
    context.setType(type);
    return { headers, result: guard.canActivate(context) };
  };
  return { limiter, send };
}

describe('RateLimitGuard', () => {
  it('spends the API-wide budget of the client IP on every route, and says what is left', async () => {
    const { limiter, send } = setUp();
    const { headers, result } = send('plain', { ip: '::ffff:203.0.113.7' });
    await expect(result).resolves.toBe(true);
    expect(limiter.calls).toEqual([{ bucket: 'api', subject: '203.0.113.7', rule: API_WIDE }]);
    expect(headers).toEqual({ 'X-RateLimit-Limit': 300, 'X-RateLimit-Remaining': 299, 'X-RateLimit-Reset': 43 });
  });

  it("then counts the route's named limits in the order written, the e-mail normalised", async () => {
    const { limiter, send } = setUp();
    await send('signUp', { ip: '203.0.113.7', body: { email: ' Lea@Example.com ' } }).result;
    expect(limiter.calls.map(({ bucket, subject, rule }) => [bucket, subject, rule])).toEqual([
      ['api', '203.0.113.7', API_WIDE],
      ['signUpPerIp', '203.0.113.7', PER_IP],
      ['signUpPerEmail', 'lea@example.com', PER_EMAIL],
    ]);
  });

  it('counts no e-mail limit for a body without an address', async () => {
    const { limiter, send } = setUp();
    await send('signUp', { ip: '203.0.113.7', body: { email: 42 } }).result;
    expect(limiter.calls.map((call) => call.bucket)).toEqual(['api', 'signUpPerIp']);
  });

  it('refuses past a limit with 429: "requests" for the API-wide budget, "attempts" for a named one', async () => {
    const { send } = setUp();
    const signUp = (email: string) => send('signUp', { ip: '203.0.113.7', body: { email } }).result;
    await signUp('a@example.com');
    await signUp('a@example.com');
    await expect(signUp('a@example.com')).rejects.toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS, retryAfter: 30 });

    for (let i = 0; i < API_WIDE.limit; i += 1) await send('plain', { ip: '198.51.100.1' }).result;
    await expect(send('plain', { ip: '198.51.100.1' }).result).rejects.toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS });
  });

  it('takes only settings that hold a RateLimitRule (checked by the compiler)', () => {
    // @ts-expect-error: the JWT secret is not a limit
    expect(() => RateLimit('typo', { per: 'ip', rule: 'auth.jwtSecret' })).not.toThrow();
  });

  it('leaves out routes marked @SkipRateLimit and what is not an HTTP request', async () => {
    const { limiter, send } = setUp();
    await expect(send('health', { ip: '203.0.113.7' }).result).resolves.toBe(true);
    await expect(send('signUp', { ip: '203.0.113.7' }, 'ws').result).resolves.toBe(true);
    expect(limiter.calls).toEqual([]);
  });
});
