import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { NotificationsForm } from './notifications-form';

const preferences = { email: true, sms: false, marketing: true };

describe('the notifications form', () => {
  it('sends the three switches as set, then says so', async () => {
    const calls = fakeApi((call) => ({ status: 200, body: call.body }));
    const { user } = await renderApp(<NotificationsForm preferences={preferences} />);
    await user.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Notification preferences saved successfully.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PUT', path: 'me/notifications', body: { email: true, sms: true, marketing: false } }]);
    expect((screen.getByRole('switch', { name: 'SMS notifications' }) as HTMLInputElement).checked).toBe(true);
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
