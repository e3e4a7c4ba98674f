import { DEFERRAL_WINDOW_MS, isTemporaryMailFailure, mailDeferralMs, MAX_DEFERRAL_MS } from './mail-deferral.js';

const smtpError = (fields: { responseCode?: number; code?: string }) => Object.assign(new Error('smtp'), fields);

describe('isTemporaryMailFailure', () => {
  it.each([
    [{ responseCode: 421, code: 'EPROTOCOL' }, true],
    [{ responseCode: 451, code: 'EMESSAGE' }, true],
    [{ responseCode: 452, code: 'EENVELOPE' }, true],
    [{ code: 'ECONNECTION' }, true],
    [{ code: 'ETIMEDOUT' }, true],
    [{ code: 'ESOCKET' }, true],
    [{ responseCode: 550, code: 'EENVELOPE' }, false],
    [{ responseCode: 554, code: 'EMESSAGE' }, false],
    [{ code: 'EAUTH' }, false],
    [{}, false],
  ])('%j -> %s', (fields, expected) => {
    expect(isTemporaryMailFailure(smtpError(fields))).toBe(expected);
  });

  it('is false for anything that is not an Error', () => {
    expect(isTemporaryMailFailure({ responseCode: 421 })).toBe(false);
  });
});

describe('mailDeferralMs', () => {
  const refused = smtpError({ responseCode: 421 });
  const due = 1_000_000;

  it('waits as long again as the mail has been waiting, from 1 s up to 5 minutes', () => {
    expect(mailDeferralMs(refused, due, due + 200)).toBe(1000);
    expect(mailDeferralMs(refused, due, due + 7000)).toBe(7000);
    expect(mailDeferralMs(refused, due, due + 3_600_000)).toBe(MAX_DEFERRAL_MS);
  });

  it('gives up a day after the mail was due', () => {
    expect(mailDeferralMs(refused, due, due + DEFERRAL_WINDOW_MS - 1)).toBe(MAX_DEFERRAL_MS);
    expect(mailDeferralMs(refused, due, due + DEFERRAL_WINDOW_MS)).toBeNull();
  });

  it('never defers a permanent refusal or another error', () => {
    expect(mailDeferralMs(smtpError({ responseCode: 550 }), due, due + 7000)).toBeNull();
    expect(mailDeferralMs(new TypeError('bug'), due, due + 7000)).toBeNull();
  });
});
