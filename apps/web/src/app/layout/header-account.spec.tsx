import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { UserRole } from '@hm/contracts';
import { sessionStarted } from '../../lib/session/session-slice';
import { customerSession } from '../../test/customer-session';
import { renderApp } from '../../test/render-app';
import { MobileAccountEntries } from './header-account';

async function entriesAs(role: UserRole) {
  const { store, unmount } = await renderApp(<MobileAccountEntries onNavigate={() => undefined} />);
  act(() => {
    store.dispatch(sessionStarted({ ...customerSession, user: { ...customerSession.user, role } }));
  });
  const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
  unmount();
  return entries;
}

describe('the mobile menu’s account entries', () => {
  it('link support and admins to the operator console, and nobody else', async () => {
    expect(await entriesAs('support')).toContain('Operator console');
    expect(await entriesAs('admin')).toContain('Operator console');
    expect(await entriesAs('customer')).not.toContain('Operator console');
    expect(await entriesAs('professional')).not.toContain('Operator console');
  });
});
