import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { AuthSession, PersonView, UserRole } from '@hm/contracts';
import { sessionStarted } from '../../../lib/session/session-slice';
import { customerSession } from '../../../test/customer-session';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { PersonDetail } from '../components/person-detail';
import { AdminPage } from './admin-page';

const PERSON = 'c3333333-3333-4333-8333-333333333333';
const sessionAs = (role: UserRole): AuthSession => ({ ...customerSession, user: { ...customerSession.user, id: 'op-1', role } });
const emptyList = { items: [], page: 1, totalPages: 1, total: 0, operators: [] };
const person: PersonView = {
  id: PERSON,
  firstName: 'Alice',
  lastName: 'Roy',
  email: 'alice@example.com',
  phone: null,
  role: 'customer',
  locale: 'fr',
  createdAt: '2026-11-01T12:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
  lastSignInAt: null,
  bookings: 0,
  recentBookings: [],
  recentSignIns: [],
};

async function renderAs(role: UserRole, ui = <AdminPage />, route = '/admin') {
  const calls = fakeApi((call) =>
    call.path.startsWith('admin/people/') ? { status: 200, body: person } : { status: 200, body: emptyList },
  );
  const rendered = await renderApp(ui, { route });
  act(() => {
    rendered.store.dispatch(sessionStarted(sessionAs(role)));
  });
  return { ...rendered, calls };
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

// The console follows the same permission map as the API (libs/contracts console-permissions).
describe('the operator console by role', () => {
  it('shows support the Inbox, the Waitlists and People only, opens on the Inbox, and offers no queue dashboard', async () => {
    await renderAs('support');
    expect((await screen.findByRole('tab', { name: 'Inbox' })).getAttribute('aria-selected')).toBe('true');
    expect(tabNames()).toEqual(['Inbox', 'Waitlists', 'People']);
    expect(screen.queryByRole('link', { name: /queue dashboard/i })).toBeNull();
  });

  it('shows an admin every section and the queue dashboard', async () => {
    await renderAs('admin');
    expect((await screen.findByRole('tab', { name: 'Pending professionals' })).getAttribute('aria-selected')).toBe('true');
    expect(tabNames()).toEqual([
      'Pending professionals',
      'Licences and insurance',
      'Bookings waiting for a pro',
      'All bookings',
      'Day',
      'Money',
      'Inbox',
      'Waitlists',
      'People',
      'Content',
      'Audit log',
    ]);
    expect(screen.getByRole('link', { name: /queue dashboard/i })).toBeTruthy();
  });

  it('tells support a section named in the address is not allowed, and asks the API nothing for it', async () => {
    const { calls } = await renderAs('support', <AdminPage />, '/admin?tab=money');
    expect((await screen.findByRole('alert')).textContent).toContain('Money: not allowed');
    expect(tabNames()).toEqual(['Inbox', 'Waitlists', 'People']);
    expect(calls.filter((call) => call.path.startsWith('admin/money'))).toEqual([]);
  });

  it('opens the section the address names when the role has it', async () => {
    await renderAs('support', <AdminPage />, '/admin?tab=people');
    expect((await screen.findByRole('tab', { name: 'People' })).getAttribute('aria-selected')).toBe('true');
  });

  it('tells a customer the console is for operators', async () => {
    await renderAs('customer');
    expect((await screen.findByRole('alert')).textContent).toContain('Operators only');
    expect(tabNames()).toEqual([]);
  });

  it('shows support an account without the disable, reset and role buttons; an admin gets them, with support among the roles', async () => {
    const { unmount } = await renderAs('support', <PersonDetail id={PERSON} />);
    expect(await screen.findByRole('heading', { name: 'Alice Roy' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();

    await renderAs('admin', <PersonDetail id={PERSON} />);
    expect(await screen.findByRole('heading', { name: 'Alice Roy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /password-reset/i })).toBeTruthy();
    const roles = screen.getByRole('combobox', { name: /role/i });
    expect([...roles.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Customer', 'Support', 'Operator']);
  });
});
