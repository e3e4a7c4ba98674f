import { InvalidConfigError } from '@hm/config';
import { loadConfig, type Env } from './load-config.js';

const valid: Env = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('public forms settings', () => {
  it('sends support mail to support@homemate.local unless SUPPORT_EMAIL says otherwise', () => {
    expect(loadConfig(valid).config.publicForms.supportEmail).toBe('support@homemate.local');
    expect(loadConfig({ ...valid, SUPPORT_EMAIL: ' aide@homemate.ca ' }).config.publicForms.supportEmail).toBe('aide@homemate.ca');
  });

  it('warns in production when SUPPORT_EMAIL is not set', () => {
    const { warnings } = loadConfig({ ...valid, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), UNSUBSCRIBE_SECRET: 'u'.repeat(40) });
    expect(warnings.join('\n')).toMatch(/SUPPORT_EMAIL is not set/);
    expect(
      loadConfig({
        ...valid,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        UNSUBSCRIBE_SECRET: 'u'.repeat(40),
        SUPPORT_EMAIL: 'aide@homemate.ca',
      }).warnings,
    ).toEqual([]);
  });

  it('refuses a SUPPORT_EMAIL that is not an address', () => {
    expect(() => loadConfig({ ...valid, SUPPORT_EMAIL: 'support' })).toThrow(InvalidConfigError);
    expect(() => loadConfig({ ...valid, SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL must be an e-mail address/);
  });

  it('limits each form per IP by default', () => {
    const { limits } = loadConfig(valid).config.publicForms;
    expect(limits.contactPerIp).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(limits.waitlistPerIp.limit).toBeGreaterThan(limits.contactPerIp.limit);
  });
});

describe('contact details shown to visitors', () => {
  const production = { ...valid, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), UNSUBSCRIBE_SECRET: 'u'.repeat(40) };

  it('shows the settings, the phone as digits for its link', () => {
    const set = { ...production, SUPPORT_EMAIL: 'aide@homemate.ca', SUPPORT_PHONE: '1 514 555-0147' };
    expect(loadConfig(set).config.contact).toEqual({ email: 'aide@homemate.ca', phone: '+15145550147' });
  });

  it('fills the demo values in development only; elsewhere an unset one is not shown', () => {
    expect(loadConfig({ ...valid, NODE_ENV: 'development' }).config.contact).toEqual({
      email: 'support@homemate.local',
      phone: '+15145550199',
    });
    expect(loadConfig(production).config.contact).toEqual({ email: null, phone: null });
    expect(loadConfig({ ...valid, NODE_ENV: 'test' }).config.contact).toEqual({ email: null, phone: null });
  });

  it('refuses a SUPPORT_PHONE that is not a phone number', () => {
    for (const phone of ['call us', '12', '+1 514 555 0147 ext. 2'])
      expect(() => loadConfig({ ...valid, SUPPORT_PHONE: phone })).toThrow(InvalidConfigError);
  });
});
