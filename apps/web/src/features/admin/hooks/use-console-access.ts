import { useMemo } from 'react';
import { canUseConsole, hasConsolePermission, type ConsolePermission } from '@hm/contracts';
import { useSession } from '../../auth';

export interface ConsoleAccess {
  /** Whether the signed-in account opens the console at all (support, admin). */
  opens: boolean;
  /** Whether its role has this permission (the map the API's guard applies: libs/contracts console-permissions). */
  can: (permission: ConsolePermission) => boolean;
}

/**
 * What the signed-in account may do in the console. Only hides what the API would refuse anyway:
 * the server checks every call.
 */
export function useConsoleAccess(): ConsoleAccess {
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  return useMemo(
    () => ({
      opens: role !== null && canUseConsole(role),
      can: (permission: ConsolePermission) => role !== null && hasConsolePermission(role, permission),
    }),
    [role],
  );
}
