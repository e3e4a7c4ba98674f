import {
  businessIdentitySchema,
  credentialsOfTrade,
  fieldErrorsOf,
  isCredentialValid,
  meetsCredentialRequirements,
  normalizeMemberNumber,
  normalizeNeq,
  normalizeRbqNumber,
  parseCredential,
  requiredCredentials,
  sniffCredentialDocument,
} from './pro-credentials.js';

const THRESHOLD = 500_000;
const TODAY = '2026-11-28';

describe('the trade requirements table', () => {
  it('plumbing needs an RBQ licence, CMMTQ membership and insurance for every job', () => {
    expect(requiredCredentials('plumbing', null, THRESHOLD)).toEqual(['rbq', 'cmmtq', 'insurance']);
    expect(requiredCredentials('plumbing', 5000, THRESHOLD)).toEqual(['rbq', 'cmmtq', 'insurance']);
  });

  it('electrical needs an RBQ licence, CMEQ membership and insurance', () => {
    expect(requiredCredentials('electrical', 12_000, THRESHOLD)).toEqual(['rbq', 'cmeq', 'insurance']);
  });

  it.each(['handyman', 'painting'])('%s needs an RBQ licence only above the job value threshold', (trade) => {
    expect(requiredCredentials(trade, THRESHOLD, THRESHOLD)).toEqual([]);
    expect(requiredCredentials(trade, null, THRESHOLD)).toEqual([]);
    expect(requiredCredentials(trade, THRESHOLD + 1, THRESHOLD)).toEqual(['rbq', 'insurance']);
    expect(requiredCredentials(trade, 10_000, 5_000)).toEqual(['rbq', 'insurance']);
  });

  it.each(['cleaning', 'wellbeing', 'moving', 'landscaping', 'unknown-trade'])('%s needs nothing', (trade) => {
    expect(requiredCredentials(trade, 100_000_000, THRESHOLD)).toEqual([]);
  });

  it('asks each trade for what it may ever require', () => {
    expect(credentialsOfTrade('painting')).toEqual(['rbq', 'insurance']);
    expect(credentialsOfTrade('cleaning')).toEqual([]);
  });

  it('a pro missing one required credential may not take the job', () => {
    expect(meetsCredentialRequirements('plumbing', 9000, THRESHOLD, ['rbq', 'insurance'])).toBe(false);
    expect(meetsCredentialRequirements('plumbing', 9000, THRESHOLD, ['rbq', 'cmmtq', 'insurance'])).toBe(true);
    expect(meetsCredentialRequirements('electrical', 9000, THRESHOLD, ['rbq', 'cmmtq', 'insurance'])).toBe(false);
    expect(meetsCredentialRequirements('cleaning', 9000, THRESHOLD, [])).toBe(true);
  });

  it('a credential is valid when verified and through its expiry day', () => {
    expect(isCredentialValid({ status: 'verified', expiresOn: TODAY }, TODAY)).toBe(true);
    expect(isCredentialValid({ status: 'verified', expiresOn: '2026-11-27' }, TODAY)).toBe(false);
    expect(isCredentialValid({ status: 'verified', expiresOn: null }, TODAY)).toBe(true);
    expect(isCredentialValid({ status: 'pending', expiresOn: null }, TODAY)).toBe(false);
    expect(isCredentialValid({ status: 'rejected', expiresOn: '2030-01-01' }, TODAY)).toBe(false);
  });
});

describe('credential formats', () => {
  it.each([
    ['1234-5678-01', '1234-5678-01'],
    ['1234567801', '1234-5678-01'],
    [' 1234 5678 01 ', '1234-5678-01'],
    ['1234-5678-1', null],
    ['12345-678-01', '1234-5678-01'],
    ['ABCD-5678-01', null],
    ['1234-5678-012', null],
  ])('RBQ %j -> %j', (input, expected) => {
    expect(normalizeRbqNumber(input)).toBe(expected);
  });

  it.each([
    ['1165432109', '1165432109'],
    ['116 543 2109', '1165432109'],
    ['116543210', null],
    ['11654321099', null],
    ['11654A2109', null],
  ])('NEQ %j -> %j', (input, expected) => {
    expect(normalizeNeq(input)).toBe(expected);
  });

  it.each([
    ['123', '123'],
    ['12345678', '12345678'],
    ['12', null],
    ['123456789', null],
    ['12-345', null],
  ])('member number %j -> %j', (input, expected) => {
    expect(normalizeMemberNumber(input)).toBe(expected);
  });

  it('an RBQ licence needs a valid number and at least one valid subclass, and keeps each subclass once', () => {
    expect(parseCredential('rbq', { number: '1234567801', subclasses: ['1.1.1', '16', '16'], expiresOn: null }, TODAY)).toEqual({
      ok: true,
      value: {
        number: '1234-5678-01',
        subclasses: ['1.1.1', '16'],
        insurer: null,
        policyNumber: null,
        coverageCents: null,
        expiresOn: null,
      },
    });
    expect(parseCredential('rbq', { number: '1234-5678', subclasses: ['x'], expiresOn: '2026-02-30' }, TODAY)).toEqual({
      ok: false,
      fields: { number: ['INVALID_RBQ_NUMBER'], 'subclasses.0': ['INVALID_RBQ_SUBCLASS'], expiresOn: ['INVALID_DATE'] },
    });
    expect(parseCredential('rbq', { number: '', subclasses: [] }, TODAY)).toEqual({
      ok: false,
      fields: { number: ['REQUIRED'], subclasses: ['REQUIRED'] },
    });
  });

  it('a membership needs a member number', () => {
    expect(parseCredential('cmmtq', { number: '4567', expiresOn: '' }, TODAY)).toMatchObject({ ok: true, value: { number: '4567' } });
    expect(parseCredential('cmeq', { number: 'A12', expiresOn: null }, TODAY)).toEqual({
      ok: false,
      fields: { number: ['INVALID_MEMBER_NUMBER'] },
    });
  });

  it('an insurance needs its insurer, policy number, a whole amount in cents and an expiry date from today', () => {
    const good = { insurer: 'Intact', policyNumber: 'CGL-2026/0042', coverageCents: 200_000_000, expiresOn: TODAY };
    expect(parseCredential('insurance', good, TODAY)).toMatchObject({ ok: true, value: { coverageCents: 200_000_000, expiresOn: TODAY } });
    expect(parseCredential('insurance', { insurer: ' ', policyNumber: '#1', coverageCents: 12.5, expiresOn: '2026-11-27' }, TODAY)).toEqual(
      {
        ok: false,
        fields: {
          insurer: ['REQUIRED'],
          policyNumber: ['INVALID_POLICY_NUMBER'],
          coverageCents: ['INVALID_AMOUNT'],
          expiresOn: ['DATE_IN_PAST'],
        },
      },
    );
  });

  it('the business needs a name; its NEQ is optional but must have 10 digits', () => {
    expect(businessIdentitySchema.parse({ businessName: ' Plomberie Tremblay inc. ', neq: '' })).toEqual({
      businessName: 'Plomberie Tremblay inc.',
      neq: null,
    });
    const failed = businessIdentitySchema.safeParse({ businessName: 'A\u0007', neq: '123' });
    expect(failed.success).toBe(false);
    expect(fieldErrorsOf(failed.error!)).toEqual({ businessName: ['INVALID_TEXT'], neq: ['INVALID_NEQ'] });
  });
});

describe('certificate documents', () => {
  it('are judged from their bytes: PDF, PNG, JPEG, WebP, nothing else', () => {
    expect(sniffCredentialDocument(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffCredentialDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffCredentialDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffCredentialDocument(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffCredentialDocument(Buffer.from('<html><script>'))).toBeNull();
    expect(sniffCredentialDocument(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});
