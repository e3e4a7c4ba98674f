import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { InlineLoginForm } from './inline-login-form';

const SESSION = {
  accessToken: 'token',
  accessTokenExpiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
};

const renderForm = (email = '', language: 'en' | 'fr' = 'en') =>
  renderApp(<InlineLoginForm email={email} onEmailChange={() => undefined} onSwitch={() => undefined} />, { language });

describe('the booking wizard sign-in form', () => {
  it('requires both fields, in the language of the page, and focuses the first', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderForm('', 'fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const email = screen.getByLabelText(/^Courriel/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Mot de passe/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('signs in with the e-mail typed on the other form, trimmed, and the remember-me choice', async () => {
    const calls = fakeApi(() => ({ status: 200, body: SESSION }));
    const { user, store } = await renderForm(' jean@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Montreal2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().auth.status).toBe('signed-in'));
    expect(calls).toEqual([
      { method: 'POST', path: 'auth/login', body: { email: 'jean@example.com', password: 'Montreal2026', rememberMe: true } },
    ]);
  });

  it("says wrong credentials with the booking flow's text", async () => {
    fakeApi(() => apiError(401, 'INVALID_CREDENTIALS'));
    const { user } = await renderForm('jean@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password. Please check your details.')).toBeTruthy();
  });
});
