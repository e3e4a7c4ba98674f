import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { NotificationsForm } from './notifications-form';

const preferences = { bookingUpdates: true, messages: true, tipsAndOffers: true };

describe('the notifications form', () => {
  it('sends the three switches as set, then says so; what is always sent has no switch', async () => {
    const calls = fakeApi((call) => ({ status: 200, body: call.body }));
    const { user } = await renderApp(<NotificationsForm preferences={preferences} />);
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByText(/cancellations are always sent/)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Booking updates by e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Notification preferences saved successfully.')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'PUT', path: 'me/notifications', body: { bookingUpdates: false, messages: true, tipsAndOffers: true } },
    ]);
    expect((screen.getByRole('switch', { name: 'Booking updates by e-mail' }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's reason when it says more than a failure, else the form's own text", async () => {
    let answer = apiError(429, 'RATE_LIMITED');
    fakeApi(() => answer);
    const { user } = await renderApp(<NotificationsForm preferences={preferences} />);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
    answer = apiError(500, 'INTERNAL_ERROR');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Failed to save notification preferences.')).toBeTruthy();
  });
});
