import { parseTabMessage } from './tab-channel';

const session = {
  accessToken: 'jwt',
  accessTokenExpiresAt: '2026-05-01T12:15:00.000Z',
  user: { id: 'u1', email: 'a@b.ca', firstName: 'A', lastName: 'B', role: 'customer', locale: 'en' },
};

describe('parseTabMessage', () => {
  it('reads the two messages tabs exchange', () => {
    expect(parseTabMessage({ type: 'session-ended' })).toEqual({ type: 'session-ended' });
    expect(parseTabMessage({ type: 'session-started', session })).toEqual({ type: 'session-started', session });
  });

  it('ignores anything else, including a start without a usable session', () => {
    expect(parseTabMessage(null)).toBeNull();
    expect(parseTabMessage('session-ended')).toBeNull();
    expect(parseTabMessage({ type: 'session-started', session: { ...session, accessToken: 42 } })).toBeNull();
    expect(parseTabMessage({ type: 'something-else' })).toBeNull();
  });
});
