import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ProMyProfileView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProProfileForm } from './pro-profile-form';

const profile: ProMyProfileView = {
  id: 'pro-1',
  userId: 'u-1',
  email: 'marc@example.com',
  firstName: 'Marc',
  lastName: 'Gagnon',
  photoUrl: null,
  phone: '514-555-0142',
  categories: ['plumbing'],
  serviceAreaPrefixes: ['H2X'],
  bioFr: null,
  bioEn: null,
  ratingAverage: null,
  ratingCount: 0,
};

describe("the pro's profile form", () => {
  it('marks what the rules refuse, under the group for the categories, focuses the first and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ProProfileForm profile={profile} />);
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.click(screen.getByLabelText('Plumbing'));
    await user.type(screen.getByLabelText(/^Service areas/), ', 12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose at least one category.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Use postal-code prefixes such as H2X, H2 or H.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
    expect(calls).toHaveLength(0);
  });

  it('sends the categories ticked and the areas normalised, then says it is saved until the next change', async () => {
    const calls = fakeApi(() => ({
      status: 200,
      body: { ...profile, categories: ['plumbing', 'cleaning'], serviceAreaPrefixes: ['H2X', 'H3'] },
    }));
    const { user } = await renderApp(<ProProfileForm profile={profile} />);
    await user.click(screen.getByLabelText('Cleaning'));
    await user.type(screen.getByLabelText(/^Service areas/), ', h3');
    await user.type(screen.getByLabelText('Short bio in English'), '  Twenty years of pipes. ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: 'pro/profile',
        body: {
          firstName: 'Marc',
          lastName: 'Gagnon',
          phone: '514-555-0142',
          categories: ['plumbing', 'cleaning'],
          serviceAreaPrefixes: ['H2X', 'H3'],
          bioFr: null,
          bioEn: 'Twenty years of pipes.',
        },
      },
    ]);
    await user.type(screen.getByLabelText(/^First name/), 'o');
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  });

  it("says why the server refused, in the visitor's language", async () => {
    fakeApi(() => apiError(400, 'VALIDATION_FAILED'));
    const { user } = await renderApp(<ProProfileForm profile={profile} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Votre profil a été enregistré.')).toBeNull();
  });
});
