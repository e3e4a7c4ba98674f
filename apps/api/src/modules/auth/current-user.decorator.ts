import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiErrorCode } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from './auth-user.js';
import type { AuthenticatedRequest } from './auth.guard.js';

/**
 * The signed-in caller, as AuthGuard verified it. Only for routes with @Roles(...): on a
 * @Public() route nobody was verified, and asking for the user is a programming error.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'Sign in to continue.');
  return user;
});
