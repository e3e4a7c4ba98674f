import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { BookingMessageView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { MessageBubble } from './message-bubble';

const BOOKING = 'HM-2026-000000042';
const fromCustomer = (translation: BookingMessageView['translation']): BookingMessageView => ({
  id: '5b0f1c9e-3f43-4b7e-9a55-0a3c2b1d4e6f',
  senderType: 'customer',
  senderName: 'Julie Tremblay',
  message: 'Bonjour, le code de la porte est 4512.',
  note: null,
  createdAt: '2026-11-27T14:00:00Z',
  translation,
});
const translated = fromCustomer({ language: 'en', sourceLanguage: 'fr', state: 'done', text: 'Hello, the door code is 4512.' });

describe('a message bubble in the reader’s language', () => {
  it('shows the other party’s message translated, marked, with the original one tap away and back', async () => {
    const { user } = await renderApp(
      <ol>
        <MessageBubble message={translated} reader="professional" bookingNumber={BOOKING} />
      </ol>,
    );
    expect(screen.getByText('Hello, the door code is 4512.').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Bonjour, le code de la porte est 4512.')).toBeNull();
    expect(screen.getByText(/Translated from French/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText('Bonjour, le code de la porte est 4512.').getAttribute('lang')).toBe('fr');
    expect(screen.queryByText('Hello, the door code is 4512.')).toBeNull();
    expect(screen.getByText(/Original in French/)).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Show translation' });
    expect(back.getAttribute('aria-pressed')).toBe('true');

    await user.click(back);
    expect(screen.getByText('Hello, the door code is 4512.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show original' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says it in French to a French reader', async () => {
    const fromPro: BookingMessageView = {
      ...translated,
      senderType: 'professional',
      senderName: 'Mark Smith',
      message: 'I will be there at 9.',
      translation: { language: 'fr', sourceLanguage: 'en', state: 'done', text: 'Je serai là à 9 h.' },
    };
    const { user } = await renderApp(
      <ol>
        <MessageBubble message={fromPro} reader="customer" bookingNumber={BOOKING} />
      </ol>,
      { language: 'fr' },
    );
    expect(screen.getByText('Je serai là à 9 h.')).toBeTruthy();
    expect(screen.getByText(/Traduit de l'anglais/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Voir l'original" }));
    expect(screen.getByText('I will be there at 9.')).toBeTruthy();
  });

  it('shows its writer what they wrote, and says nothing about translation when there is none', async () => {
    await renderApp(
      <ol>
        <MessageBubble message={translated} reader="customer" bookingNumber={BOOKING} />
        <MessageBubble message={{ ...fromCustomer(null), id: 'other' }} reader="professional" bookingNumber={BOOKING} />
      </ol>,
    );
    expect(screen.getAllByText('Bonjour, le code de la porte est 4512.')).toHaveLength(2);
    expect(screen.queryByText(/[Tt]ranslat/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the original when the translation is unavailable, and asks again with Retry', async () => {
    const calls = fakeApi(() => ({ status: 202, body: { language: 'en', sourceLanguage: 'fr', state: 'pending', text: null } }));
    const { user } = await renderApp(
      <ol>
        <MessageBubble
          message={fromCustomer({ language: 'en', sourceLanguage: 'fr', state: 'unavailable', text: null })}
          reader="professional"
          bookingNumber={BOOKING}
        />
      </ol>,
    );
    expect(screen.getByText('Bonjour, le code de la porte est 4512.')).toBeTruthy();
    expect(screen.getByText(/Translation unavailable/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toEqual([
      { method: 'POST', path: `bookings/${BOOKING}/messages/5b0f1c9e-3f43-4b7e-9a55-0a3c2b1d4e6f/translation`, body: undefined },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when asking again failed, and that a translation asked again is on its way', async () => {
    fakeApi(() => apiError(429, 'RATE_LIMITED'));
    const unavailable = fromCustomer({ language: 'en', sourceLanguage: 'fr', state: 'unavailable', text: null });
    const { user } = await renderApp(
      <ol>
        <MessageBubble message={unavailable} reader="professional" bookingNumber={BOOKING} />
        <MessageBubble
          message={{ ...unavailable, id: 'pending', translation: { ...unavailable.translation!, state: 'pending' } }}
          reader="professional"
          bookingNumber={BOOKING}
        />
      </ol>,
    );
    expect(screen.getByRole('status').textContent).toBe('Translating…');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/.+/);
  });
});
