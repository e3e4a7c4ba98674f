import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ResetPasswordPage } from './reset-password-page';

const route = '/reset-password?token=reset-token';

describe('the reset-password page', () => {
  it('sums up the missing passwords in the page language and focuses the first', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ResetPasswordPage />, { language: 'fr', route });
    await user.click(screen.getByRole('button', { name: 'Mettre à jour mon mot de passe' }));
    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires.')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nouveau mot de passe/));
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the new password, and offers a new link when the token has expired', async () => {
    const calls = fakeApi(() => apiError(400, 'INVALID_RESET_TOKEN'));
    const { user } = await renderApp(<ResetPasswordPage />, { route });
    await user.type(screen.getByLabelText(/^New password/), 'Montreal2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Montreal2027');
    await user.click(screen.getByRole('button', { name: 'Update my password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Montreal2026');
    await user.click(screen.getByRole('button', { name: 'Update my password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired. Please request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: 'auth/reset-password', body: { token: 'reset-token', password: 'Montreal2026' } }]);
  });
});
