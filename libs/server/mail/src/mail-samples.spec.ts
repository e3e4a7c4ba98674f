import { MAIL_CATEGORIES } from './mail-categories.js';
import { MAIL_TEMPLATE_IDS, renderSampleMail } from './mail-samples.js';

const signer = { secret: 'a-test-unsubscribe-secret-of-32-chars!', siteUrl: 'https://homemate.test' };

describe('every template', () => {
  it.each(MAIL_TEMPLATE_IDS.flatMap((id) => (['fr', 'en'] as const).map((locale) => [id, locale] as const)))(
    '%s renders in %s with every variable filled',
    (id, locale) => {
      const mail = renderSampleMail(id, locale, signer);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN/);
      expect(mail.html).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
      expect(mail.listUnsubscribe !== undefined).toBe(MAIL_CATEGORIES[id] !== 'always');
    },
  );
});
