import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { PasswordForm } from './password-form';

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], current: string, next: string, confirmation: string) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
}

describe('the password form of the security tab', () => {
  it('sums up the missing fields, marks each with its translated error and focuses the first', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<PasswordForm />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires.')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe actuel/));
    expect(calls).toHaveLength(0);
  });

  it('sends the current and the new password, then empties the form and says so', async () => {
    const calls = fakeApi(() => ({ status: 204 }));
    const { user } = await renderApp(<PasswordForm />);
    await fill(user, 'Old-pass1', 'Montreal2026', 'Montreal2026');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated successfully.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PUT', path: 'me/password', body: { currentPassword: 'Old-pass1', newPassword: 'Montreal2026' } }]);
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('refuses a confirmation that does not match, and shows why the server refused', async () => {
    fakeApi(() => apiError(400, 'WRONG_CURRENT_PASSWORD'));
    const { user } = await renderApp(<PasswordForm />);
    await fill(user, 'Old-pass1', 'Montreal2026', 'Montreal2027');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Montreal2027');
    await waitFor(() => expect(screen.queryByText('Passwords do not match.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
  });
});
