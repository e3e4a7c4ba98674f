import type { ChatMessageView, ChatSuggestion } from '@hm/contracts';
import { getService } from '@hm/catalog';
import { replyActionFor } from './reply-action';

// Thursday 3 December 2026, 22:30 in Montreal (already the 4th in UTC).
const NOW = new Date('2026-12-04T03:30:00Z');

const reply = (suggestion: ChatSuggestion | null, overrides: Partial<ChatMessageView> = {}): ChatMessageView => ({
  id: 'm1',
  role: 'assistant',
  content: 'Réponse',
  status: 'done',
  errorKind: null,
  source: 'offline',
  suggestion,
  createdAt: '2026-12-03T15:00:00.000Z',
  ...overrides,
});

describe('the button under a reply', () => {
  it('books the suggested service on the suggested day while the wizard offers it', () => {
    expect(replyActionFor(reply({ kind: 'book', serviceId: 'cleaning', date: '2026-12-08' }), NOW)).toEqual({
      kind: 'book',
      serviceId: 'cleaning',
      date: '2026-12-08',
    });
    // Today in Montreal is still the 3rd; the 2nd has passed.
    expect(replyActionFor(reply({ kind: 'book', serviceId: 'cleaning', date: '2026-12-03' }), NOW)).toMatchObject({ date: '2026-12-03' });
    expect(replyActionFor(reply({ kind: 'book', serviceId: 'cleaning', date: '2026-12-02' }), NOW)).toMatchObject({ date: null });
    expect(replyActionFor(reply({ kind: 'book', serviceId: null, date: null }), NOW)).toEqual({
      kind: 'book',
      serviceId: null,
      date: null,
    });
  });

  it('offers "Notify me" for a coming-soon service, never its booking', () => {
    expect(replyActionFor(reply({ kind: 'notify', serviceId: 'electrical' }), NOW)).toEqual({
      kind: 'notify',
      service: getService('electrical'),
    });
    expect(replyActionFor(reply({ kind: 'book', serviceId: 'painting', date: '2026-12-08' }), NOW)).toEqual({
      kind: 'notify',
      service: getService('painting'),
    });
  });

  it('shows nothing without a suggestion, under an error text or under the visitor’s message', () => {
    expect(replyActionFor(reply(null), NOW)).toBeNull();
    expect(
      replyActionFor(reply({ kind: 'book', serviceId: 'cleaning', date: null }, { status: 'failed', errorKind: 'technical' }), NOW),
    ).toBeNull();
    expect(replyActionFor(reply({ kind: 'book', serviceId: 'cleaning', date: null }, { role: 'user', source: null }), NOW)).toBeNull();
    expect(replyActionFor(reply({ kind: 'notify', serviceId: 'roofing' }), NOW)).toBeNull();
  });
});
