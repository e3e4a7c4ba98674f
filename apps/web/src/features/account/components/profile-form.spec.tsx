import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Profile } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProfileForm } from './profile-form';

const profile: Profile = {
  id: 'u-1',
  email: 'emilie@example.com',
  firstName: 'Émilie',
  lastName: 'Tremblay',
  phone: null,
  address: null,
  city: 'Montréal',
  postalCode: null,
  locale: 'en',
  role: 'customer',
  notifications: { bookingUpdates: true, messages: true, tipsAndOffers: false },
} as Profile;

describe('the profile form', () => {
  it('sums up the emptied names, marks each with its translated error and focuses the first', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ProfileForm profile={profile} />, { language: 'fr' });
    await user.clear(screen.getByLabelText(/^Prénom/));
    await user.clear(screen.getByLabelText(/^Nom/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires.')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Prénom/));
    expect(calls).toHaveLength(0);
  });

  it('sends the profile trimmed and normalised, then shows what the server saved', async () => {
    const calls = fakeApi((call) => ({ status: 200, body: { ...profile, ...(call.body as object) } }));
    const { user } = await renderApp(<ProfileForm profile={profile} />);
    await user.type(screen.getByLabelText(/^Phone/), '514-555-0199');
    await user.type(screen.getByLabelText(/^Postal code/), 'h3b2y5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: 'me',
        body: {
          firstName: 'Émilie',
          lastName: 'Tremblay',
          phone: '5145550199',
          address: null,
          city: 'Montréal',
          postalCode: 'H3B 2Y5',
          locale: 'en',
        },
      },
    ]);
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('5145550199');
  });

  it('says why the server refused', async () => {
    fakeApi(() => apiError(500, 'INTERNAL_ERROR'));
    const { user } = await renderApp(<ProfileForm profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update your profile.')).toBeTruthy();
  });
});
