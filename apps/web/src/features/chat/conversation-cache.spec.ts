import type { ChatConversationResponse, ChatMessageView } from '@hm/contracts';
import { withMessage, withSentMessage } from './conversation-cache';

const message = (overrides: Partial<ChatMessageView>): ChatMessageView => ({
  id: 'm1',
  role: 'user',
  content: 'Bonjour',
  status: 'pending',
  errorKind: null,
  source: null,
  suggestion: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('chat conversation cache', () => {
  it('starts the conversation with the first sent message, pending', () => {
    const data = withSentMessage({ conversation: null }, { conversationId: 'c1', joinToken: 't', message: message({}) }, 'fr');
    expect(data.conversation).toMatchObject({ id: 'c1', locale: 'fr', pending: true, joinToken: 't' });
    expect(data.conversation!.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('ends the wait when the reply arrives, and ignores a reply seen twice', () => {
    const data: ChatConversationResponse = withSentMessage(
      { conversation: null },
      { conversationId: 'c1', joinToken: 't', message: message({}) },
      'fr',
    );
    const reply = message({ id: 'r1', role: 'assistant', content: 'Réponse', status: 'done', createdAt: '2026-11-21T10:00:02.000Z' });
    withMessage(data, reply);
    withMessage(data, reply);
    expect(data.conversation!.pending).toBe(false);
    expect(data.conversation!.messages.map((m) => [m.id, m.status])).toEqual([
      ['m1', 'done'],
      ['r1', 'done'],
    ]);
  });

  it('marks the question failed when the reply is an error text, and keeps time order', () => {
    const data: ChatConversationResponse = withSentMessage(
      { conversation: null },
      { conversationId: 'c1', joinToken: 't', message: message({ createdAt: '2026-11-21T10:00:05.000Z' }) },
      'fr',
    );
    withMessage(data, message({ id: 'old', role: 'assistant', status: 'done', createdAt: '2026-11-21T09:00:00.000Z' }));
    expect(data.conversation!.pending).toBe(true);
    withMessage(
      data,
      message({ id: 'r2', role: 'assistant', status: 'failed', errorKind: 'technical', createdAt: '2026-11-21T10:00:09.000Z' }),
    );
    expect(data.conversation!.messages.map((m) => m.id)).toEqual(['old', 'm1', 'r2']);
    expect(data.conversation!.messages[1]!.status).toBe('failed');
    expect(data.conversation!.pending).toBe(false);
  });
});
