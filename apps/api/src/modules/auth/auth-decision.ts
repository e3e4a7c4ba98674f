import { SetMetadata, type CustomDecorator } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { ConsolePermission } from '@hm/contracts';
import type { UserRole } from '@hm/db';

// Every route states who may call it (STYLE.md "Every endpoint is guarded on purpose"):
// @Public(), @Roles(...) or, in the operator console, @RequirePermission(...). A route with none is
// refused by AuthGuard, and the route walker test (app-routes.spec.ts) fails the build before such
// a route ships.

const IS_PUBLIC = 'hm:auth:public';
const ROLES = 'hm:auth:roles';
const PERMISSION = 'hm:auth:permission';

/** Anyone may call this route, signed in or not. */
export const Public = (): CustomDecorator<string> => SetMetadata(IS_PUBLIC, true);

/** Only a signed-in user with one of these roles may call this route. */
export function Roles(...roles: [UserRole, ...UserRole[]]): CustomDecorator<string> {
  return SetMetadata(ROLES, roles);
}

/**
 * Only a signed-in user whose role has this console permission may call this route
 * (ROLE_CONSOLE_PERMISSIONS in libs/contracts, the map the web console reads too).
 */
export function RequirePermission(permission: ConsolePermission): CustomDecorator<string> {
  return SetMetadata(PERMISSION, permission);
}

export type AuthDecision =
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly UserRole[] }
  | { kind: 'permission'; permission: ConsolePermission }
  | { kind: 'none' };

type Target = object;

/** The handler's own decision wins over its controller's. */
export function getAuthDecision(reflector: Reflector, handler: Target, controller: Target): AuthDecision {
  return decisionOf(reflector, handler) ?? decisionOf(reflector, controller) ?? { kind: 'none' };
}

function decisionOf(reflector: Reflector, target: Target): AuthDecision | undefined {
  // Reflector.get expects a class or function; Nest passes handlers as functions.
  const fn = target as () => void;
  if (reflector.get<boolean | undefined>(IS_PUBLIC, fn) === true) return { kind: 'public' };
  const roles = reflector.get<UserRole[] | undefined>(ROLES, fn);
  if (roles && roles.length > 0) return { kind: 'roles', roles };
  const permission = reflector.get<ConsolePermission | undefined>(PERMISSION, fn);
  if (permission) return { kind: 'permission', permission };
  return undefined;
}
