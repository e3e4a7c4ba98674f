import {
  ASSIGNABLE_ROLES,
  canUseConsole,
  CONSOLE_PERMISSIONS,
  hasConsolePermission,
  isAssignableRole,
  OPERATOR_ROLES,
  rolesWithPermission,
} from './console-permissions.js';

describe('console permissions', () => {
  it('gives support the inbox, the waitlists and people read-only, and nothing else', () => {
    const allowed = CONSOLE_PERMISSIONS.filter((permission) => hasConsolePermission('support', permission));
    expect(allowed).toEqual(['inbox', 'people.read', 'waitlists']);
    expect(hasConsolePermission('support', 'people.manage')).toBe(false);
    expect(rolesWithPermission('waitlists')).toEqual(['support', 'admin']);
    expect(hasConsolePermission('support', 'queues')).toBe(false);
  });

  it('gives an admin every permission, customers and professionals none', () => {
    for (const permission of CONSOLE_PERMISSIONS) {
      expect(hasConsolePermission('admin', permission)).toBe(true);
      expect(hasConsolePermission('customer', permission)).toBe(false);
      expect(hasConsolePermission('professional', permission)).toBe(false);
    }
  });

  it('opens the console to support and admins only', () => {
    expect(['customer', 'professional', 'support', 'admin'].filter((role) => canUseConsole(role as never))).toEqual(['support', 'admin']);
    expect(OPERATOR_ROLES).toEqual(['support', 'admin']);
    expect(rolesWithPermission('inbox')).toEqual(['support', 'admin']);
    expect(rolesWithPermission('people.manage')).toEqual(['admin']);
  });

  it('never lets the console make a professional', () => {
    expect(ASSIGNABLE_ROLES).not.toContain('professional');
    expect(isAssignableRole('support')).toBe(true);
    expect(isAssignableRole('professional')).toBe(false);
    expect(isAssignableRole('root')).toBe(false);
  });
});
