// Who may do what in the operator console (docs/operations.md "Who can do what"). The one map the
// API's guard (@RequirePermission) and the web console's tabs and buttons both read.
import type { UserRole } from './auth.js';

/** What a console action needs; each route of the console's API requires exactly one. */
export const CONSOLE_PERMISSIONS = [
  /** The support inbox: read, assign, change a status, write notes, reply by e-mail. */
  'inbox',
  /** Find an account and see it (its bookings, sign-ins, state). */
  'people.read',
  /** Disable or enable an account, send it a password-reset link, change its role. */
  'people.manage',
  /** Every booking, those waiting for a pro, a trade's day and its caps; moving a booking along. */
  'bookings',
  /** Professionals' applications: approve, reject. */
  'pros',
  /** Money: prices to settle, invoice corrections, refunds, receipts reissued. */
  'payments',
  /** The audit log of what operators did. */
  'audit',
  /** The waitlists' sign-ups and their CSV export. */
  'waitlists',
  /** The queue dashboard (Bull Board). */
  'queues',
  /** Moderating the blog's posts and comments. */
  'content',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

/**
 * Each role's console permissions. Support answers people: the inbox in full, the waitlists (the
 * sign-ups the inbox's people ask about, and their export) and accounts read-only. An admin may do
 * everything. Customers and professionals have no console.
 */
export const ROLE_CONSOLE_PERMISSIONS: Readonly<Record<UserRole, readonly ConsolePermission[]>> = {
  customer: [],
  professional: [],
  support: ['inbox', 'people.read', 'waitlists'],
  admin: CONSOLE_PERMISSIONS,
};

export function hasConsolePermission(role: UserRole, permission: ConsolePermission): boolean {
  return ROLE_CONSOLE_PERMISSIONS[role].includes(permission);
}

/** Whether the role opens the console at all (the menu's link, the page). */
export function canUseConsole(role: UserRole): boolean {
  return ROLE_CONSOLE_PERMISSIONS[role].length > 0;
}

/** The roles allowed one permission, in the order of ROLE_CONSOLE_PERMISSIONS. */
export function rolesWithPermission(permission: ConsolePermission): UserRole[] {
  return (Object.keys(ROLE_CONSOLE_PERMISSIONS) as UserRole[]).filter((role) => hasConsolePermission(role, permission));
}

/** Operators: the accounts that use the console (support requests are assigned to them). */
export const OPERATOR_ROLES: readonly UserRole[] = (Object.keys(ROLE_CONSOLE_PERMISSIONS) as UserRole[]).filter(canUseConsole);

/**
 * The roles an admin may give in the console's People. A professional account is made by approving an
 * application, and taking a pro's role away would orphan their jobs (422 ROLE_NOT_ALLOWED).
 */
export const ASSIGNABLE_ROLES = ['customer', 'support', 'admin'] as const satisfies readonly UserRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const isAssignableRole = (role: string): role is AssignableRole => (ASSIGNABLE_ROLES as readonly string[]).includes(role);
