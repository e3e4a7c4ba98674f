import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { WaitlistForm } from './waitlist-form';

describe('the waitlist form', () => {
  it('refuses a malformed address with the translated error, before sending', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<WaitlistForm source="waitlist" />, { language: 'fr' });
    await user.type(screen.getByLabelText(/^Adresse courriel|^Courriel/), 'bad@address');
    await user.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    expect(await screen.findByText('Format de courriel invalide.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the address with its source and says when it was already known', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { status: 'already_subscribed' } }));
    const { user } = await renderApp(<WaitlistForm source="waitlist" />);
    await user.type(screen.getByLabelText(/^Email address/), ' lea@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText("You're already on the list!")).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: 'public/waitlist', body: { email: 'lea@example.com', source: 'waitlist', locale: 'en', website: '' } },
    ]);
  });
});
