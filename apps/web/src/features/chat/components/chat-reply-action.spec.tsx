import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { getService } from '@hm/catalog';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ChatReplyAction } from './chat-reply-action';

describe('the button under an assistant reply', () => {
  it('names the day the wizard opens on, and opens it on the service and that day', async () => {
    const onBook = jest.fn();
    const { user } = await renderApp(
      <ChatReplyAction action={{ kind: 'book', serviceId: 'cleaning', date: '2026-12-08' }} onBook={onBook} />,
    );
    await user.click(screen.getByRole('button', { name: 'Book for Tue, Dec 8, 2026' }));
    expect(onBook).toHaveBeenCalledWith('cleaning', '2026-12-08');
  });

  it('says it in French, and is the plain booking button without a day', async () => {
    await renderApp(<ChatReplyAction action={{ kind: 'book', serviceId: 'cleaning', date: '2026-12-08' }} onBook={() => {}} />, {
      language: 'fr',
    });
    expect(screen.getByRole('button', { name: 'Réserver pour le mardi 8 décembre 2026' })).toBeTruthy();
    const onBook = jest.fn();
    const { user } = await renderApp(<ChatReplyAction action={{ kind: 'book', serviceId: null, date: null }} onBook={onBook} />);
    await user.click(screen.getByRole('button', { name: 'Book a professional' }));
    expect(onBook).toHaveBeenCalledWith(null, null);
  });

  it('offers "Notify me" for a coming-soon service instead, which stores the e-mail and postal code on its waitlist', async () => {
    const calls = fakeApi((call) =>
      call.path === 'public/service-areas/waitlist' ? { status: 200, body: { status: 'subscribed' } } : { status: 404 },
    );
    const onBook = jest.fn();
    const { user } = await renderApp(<ChatReplyAction action={{ kind: 'notify', service: getService('electrical') }} onBook={onBook} />);
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
    // The dialog's code loads when first shown (features/services/index.ts).
    await user.click(await screen.findByRole('button', { name: 'Notify me when Electrical opens' }));
    const dialog = screen.getByRole('dialog', { name: 'Electrical is coming soon' });
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'lea@example.com');
    await user.type(within(dialog).getByLabelText(/Postal code/), 'H2X 1Y4');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await within(dialog).findByText('Done. We will write to lea@example.com when Electrical opens in H2X.');
    expect(calls.find((call) => call.path === 'public/service-areas/waitlist')?.body).toEqual({
      email: 'lea@example.com',
      serviceId: 'electrical',
      postalCode: 'H2X 1Y4',
      locale: 'en',
    });
    expect(onBook).not.toHaveBeenCalled();
  });
});
