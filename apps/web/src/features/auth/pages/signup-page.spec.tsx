import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionEnded } from '../../../lib/session/session-slice';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { SignupPage } from './signup-page';

async function renderPage() {
  const view = await renderApp(<SignupPage />, { route: '/signup' });
  act(() => {
    view.store.dispatch(sessionEnded());
  });
  await screen.findByRole('button', { name: 'Create my account' });
  return view;
}

describe('the sign-up page', () => {
  it('sums up and shows every missing field after a submit, and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderPage();
    const signups = () => calls.filter((call) => call.path === 'auth/signup');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    expect(signups()).toHaveLength(0);
  });

  it('sends the account with no phone, then, for a taken e-mail, empties the passwords without calling them missing', async () => {
    const calls = fakeApi((call) => (call.path === 'auth/signup' ? apiError(409, 'EMAIL_TAKEN') : { status: 404 }));
    const { user } = await renderPage();
    const signups = () => calls.filter((call) => call.path === 'auth/signup');
    await user.type(screen.getByLabelText(/^First name/), 'Jean');
    await user.type(screen.getByLabelText(/^Last name/), 'Tremblay');
    await user.type(screen.getByLabelText(/^Email/), 'jean@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Montreal2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Montreal2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(signups()).toHaveLength(1));
    expect(signups()[0]?.body).toMatchObject({
      firstName: 'Jean',
      lastName: 'Tremblay',
      email: 'jean@example.com',
      password: 'Montreal2026',
      locale: 'en',
      acceptTerms: true,
    });
    expect(signups()[0]?.body).not.toHaveProperty('phone');
    await waitFor(() => expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('This field is required.')).toBeNull();
  });
});
