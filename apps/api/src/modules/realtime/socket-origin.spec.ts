import { isAllowedSocketOrigin } from './socket-origin.js';

describe('isAllowedSocketOrigin', () => {
  const allowed = ['https://homemate.example'];

  it('accepts our own origins and handshakes without an Origin (not a browser page)', () => {
    expect(isAllowedSocketOrigin('https://homemate.example', allowed, false)).toBe(true);
    expect(isAllowedSocketOrigin(undefined, allowed, false)).toBe(true);
  });

  it('refuses any other origin, a sibling subdomain and the null origin included', () => {
    for (const origin of [
      'https://evil.example',
      'https://api.homemate.example',
      'http://homemate.example',
      'null',
      'http://localhost:5173',
    ]) {
      expect(isAllowedSocketOrigin(origin, allowed, false)).toBe(false);
    }
  });

  it('accepts loopback pages only when told to (development)', () => {
    expect(isAllowedSocketOrigin('http://localhost:5173', allowed, true)).toBe(true);
    expect(isAllowedSocketOrigin('http://127.0.0.1:3000', allowed, true)).toBe(true);
    expect(isAllowedSocketOrigin('http://localhost.evil.example', allowed, true)).toBe(false);
  });
});
