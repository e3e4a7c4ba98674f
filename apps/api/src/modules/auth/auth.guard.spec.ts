import { jest } from '@jest/globals';
import { Controller, Get, Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AccessTokenService } from './access-token.service.js';
import { AuthPassport } from './auth-passport.js';
import { Public, RequirePermission, Roles } from './auth-decision.js';
import { AuthGuard, type AuthenticatedRequest } from './auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import type { SessionsService } from './sessions/sessions.service.js';

const SECRET = 'unit-test-secret-unit-test-secret-123';
const U1 = '00000000-0000-4000-8000-000000000001';
const U42 = '00000000-0000-4000-8000-000000000042';
const SID = '00000000-0000-4000-8000-0000000000aa';
const REVOKED_SID = '00000000-0000-4000-8000-0000000000bb';

@Controller('things')
class ThingsController {
  @Get('open')
  @Public()
  open(): void {}

  @Get('admin')
  @Roles('admin')
  admin(): void {}

  @Get('forgotten')
  forgotten(): void {}

  @Get('inbox')
  @RequirePermission('inbox')
  inbox(): void {}

  @Get('people-manage')
  @RequirePermission('people.manage')
  managePeople(): void {}
}

@Roles('customer', 'professional')
@Controller('members')
class MembersController {
  @Get()
  list(): void {}

  @Get('open')
  @Public()
  open(): void {}
}

function httpContext(controller: object, handler: () => void, authorization?: string) {
  const request = { headers: { authorization } } as AuthenticatedRequest;
  const context = {
    getType: () => 'http',
    getClass: () => controller,
    getHandler: () => handler,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainException) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'allowed';
}

describe('AuthGuard', () => {
  const jwt = new JwtService({ secret: SECRET });
  // Every session is open except REVOKED_SID.
  const sessions = { isActive: async (sessionId: string) => sessionId !== REVOKED_SID } as unknown as SessionsService;
  const config = new ConfigService({ auth: { accessTokenTtlSeconds: 900, jwtSecret: SECRET } });
  const passport = new AuthPassport();
  new JwtStrategy(new AccessTokenService(jwt, sessions, config as never), passport, config as never);
  const guard = new AuthGuard(new Reflector(), passport);
  const bearer = (payload: object, secret = SECRET) => `Bearer ${jwt.sign({ sid: SID, ...payload }, { secret, expiresIn: 60 })}`;
  const things = ThingsController.prototype;
  const members = MembersController.prototype;

  it('lets anyone call a @Public() route', async () => {
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.open).context))).toBe('allowed');
  });

  it('refuses a route without any auth decision', async () => {
    const logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(
      await codeOf(guard.canActivate(httpContext(ThingsController, things.forgotten, bearer({ sub: U1, role: 'admin' })).context)),
    ).toBe('403 FORBIDDEN');
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('ThingsController.forgotten'));
    logError.mockRestore();
  });

  it('answers 401 when a role is needed and no valid token is sent', async () => {
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.admin).context))).toBe('401 UNAUTHORIZED');
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, 'Bearer not-a-jwt').context))).toBe(
      '401 UNAUTHORIZED',
    );
    const forged = bearer({ sub: U1, role: 'admin' }, 'another-secret-another-secret-12345');
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, forged).context))).toBe('401 UNAUTHORIZED');
    const expired = `Bearer ${jwt.sign({ sub: U1, role: 'admin' }, { expiresIn: -10 })}`;
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, expired).context))).toBe('401 UNAUTHORIZED');
    // A token that never expires would keep a socket (or a stolen copy) alive forever.
    const endless = `Bearer ${jwt.sign({ sub: U1, role: 'admin', sid: SID }, { secret: SECRET })}`;
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, endless).context))).toBe('401 UNAUTHORIZED');
    expect(
      await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, bearer({ sub: U1, role: 'superuser' })).context)),
    ).toBe('401 UNAUTHORIZED');
  });

  it('refuses a token without a session id, or whose session was revoked', async () => {
    expect(
      await codeOf(
        guard.canActivate(httpContext(ThingsController, things.admin, `Bearer ${jwt.sign({ sub: U1, role: 'admin' })}`).context),
      ),
    ).toBe('401 UNAUTHORIZED');
    expect(
      await codeOf(
        guard.canActivate(httpContext(ThingsController, things.admin, bearer({ sub: U1, role: 'admin', sid: REVOKED_SID })).context),
      ),
    ).toBe('401 SESSION_EXPIRED');
  });

  it('refuses an unsigned token (alg none) even with valid-looking claims', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: U1, role: 'admin', sid: SID, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect(await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, `Bearer ${unsigned}`).context))).toBe(
      '401 UNAUTHORIZED',
    );
  });

  it('answers 403 to a signed-in user without the role', async () => {
    expect(
      await codeOf(guard.canActivate(httpContext(ThingsController, things.admin, bearer({ sub: U1, role: 'customer' })).context)),
    ).toBe('403 FORBIDDEN');
  });

  it('lets a user with the role through and records who it is', async () => {
    const { context, request } = httpContext(ThingsController, things.admin, bearer({ sub: U42, role: 'admin' }));
    expect(await codeOf(guard.canActivate(context))).toBe('allowed');
    expect(request.user).toEqual({ id: U42, role: 'admin', sessionId: SID });
  });

  it('lets a console route through to the roles the permission map gives it, and answers 403 to the others', async () => {
    const call = (handler: () => void, role?: string) =>
      codeOf(guard.canActivate(httpContext(ThingsController, handler, role ? bearer({ sub: U1, role }) : undefined).context));
    expect(await call(things.inbox)).toBe('401 UNAUTHORIZED');
    expect(await call(things.inbox, 'support')).toBe('allowed');
    expect(await call(things.inbox, 'admin')).toBe('allowed');
    expect(await call(things.inbox, 'customer')).toBe('403 FORBIDDEN');
    expect(await call(things.inbox, 'professional')).toBe('403 FORBIDDEN');
    expect(await call(things.managePeople, 'support')).toBe('403 FORBIDDEN');
    expect(await call(things.managePeople, 'admin')).toBe('allowed');
  });

  it('applies the controller decision unless the handler has its own', async () => {
    expect(await codeOf(guard.canActivate(httpContext(MembersController, members.list).context))).toBe('401 UNAUTHORIZED');
    expect(
      await codeOf(guard.canActivate(httpContext(MembersController, members.list, bearer({ sub: U1, role: 'professional' })).context)),
    ).toBe('allowed');
    expect(await codeOf(guard.canActivate(httpContext(MembersController, members.open).context))).toBe('allowed');
  });
});
