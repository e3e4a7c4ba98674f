import { Controller, Get, Module } from '@nestjs/common';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/load-config.js';
import { Public } from './modules/auth/auth-decision.js';
import { collectRoutes } from './testing/route-inventory.js';

// STYLE.md "Every endpoint is guarded on purpose": each route says @Public() or @Roles(...).
// This walks the real AppModule (with every optional module switched on) from its metadata.

const everythingOn = loadConfig({
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  REDIS_URL: 'redis://127.0.0.1:6379',
  DEV_MAIL_DIR: '/tmp/unused-mail',
}).config;

describe('auth decision of every route', () => {
  it('is explicit on every HTTP and socket handler of the app', async () => {
    const routes = await collectRoutes(AppModule.forRoot(everythingOn));
    const undecided = routes.filter((route) => route.decision.kind === 'none').map((route) => route.name);
    expect(undecided).toEqual([]);
    // Guards against a walker that silently finds nothing.
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'HealthController.check',
        'DevMailController.list',
        'DevMailController.read',
        'RealtimeGateway.ping',
        'AuthController.signIn',
        'OAuthController.callback',
        'MeController.get',
      ]),
    );
  });

  it('keeps the account routes for signed-in users and the sign-in routes public', async () => {
    const routes = await collectRoutes(AppModule.forRoot(everythingOn));
    const decisionOf = (name: string) => routes.find((route) => route.name === name)?.decision;
    for (const name of ['MeController.get', 'MeController.update', 'MeController.changePassword', 'MeController.updateNotifications']) {
      expect(decisionOf(name)).toEqual({ kind: 'roles', roles: ['customer', 'professional', 'support', 'admin'] });
    }
    for (const name of [
      'AuthController.signUp',
      'AuthController.signIn',
      'AuthController.refresh',
      'AuthController.signOut',
      'OAuthController.start',
    ]) {
      expect(decisionOf(name)).toEqual({ kind: 'public' });
    }
  });

  it('catches a route that forgot its decision', async () => {
    @Controller('careless')
    class CarelessController {
      @Get()
      forgot(): void {}

      @Get('fine')
      @Public()
      fine(): void {}
    }
    @Module({ controllers: [CarelessController] })
    class CarelessModule {}
    @Module({ imports: [CarelessModule] })
    class RootModule {}

    const routes = await collectRoutes(RootModule);
    expect(routes.filter((route) => route.decision.kind === 'none').map((route) => route.name)).toEqual(['CarelessController.forgot']);
  });
});
