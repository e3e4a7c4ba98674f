import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProWelcomePage } from './pro-welcome-page';

const route = '/pro/welcome?token=invite-token';
const invitation = { firstName: 'Marc', email: 'marc@example.com', expiresAt: '2030-01-01T00:00:00.000Z' };

describe('the pro welcome page', () => {
  it('sums up the missing passwords in the page language and focuses the first', async () => {
    const calls = fakeApi((call) => (call.path === 'pro/invitations/check' ? { status: 200, body: invitation } : { status: 500 }));
    const { user } = await renderApp(<ProWelcomePage />, { language: 'fr', route });
    await user.click(await screen.findByRole('button', { name: 'Choisir mon mot de passe' }));
    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires.')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe/));
    expect(calls.map((call) => call.path)).toEqual(['pro/invitations/check']);
  });

  it('sends the token with the password, and says why the server refused', async () => {
    const calls = fakeApi((call) =>
      call.path === 'pro/invitations/check' ? { status: 200, body: invitation } : apiError(400, 'INVALID_INVITATION'),
    );
    const { user } = await renderApp(<ProWelcomePage />, { route });
    await user.type(await screen.findByLabelText(/^Password/), 'Montreal2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Montreal2026');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(
      await screen.findByText('This invitation link is invalid, has expired or has already been used. Please contact us for a new one.'),
    ).toBeTruthy();
    expect(calls[1]).toEqual({ method: 'POST', path: 'pro/invitations/accept', body: { token: 'invite-token', password: 'Montreal2026' } });
  });
});
