// What the user reads, from the same catalogue the app uses (libs/i18n), per language.
import enAccount from '@hm/i18n/locales/en/account.json' with { type: 'json' };
import enAuth from '@hm/i18n/locales/en/auth.json' with { type: 'json' };
import enErrors from '@hm/i18n/locales/en/errors.json' with { type: 'json' };
import enForms from '@hm/i18n/locales/en/forms.json' with { type: 'json' };
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import enNav from '@hm/i18n/locales/en/nav.json' with { type: 'json' };
import frAccount from '@hm/i18n/locales/fr/account.json' with { type: 'json' };
import frAuth from '@hm/i18n/locales/fr/auth.json' with { type: 'json' };
import frErrors from '@hm/i18n/locales/fr/errors.json' with { type: 'json' };
import frForms from '@hm/i18n/locales/fr/forms.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import frNav from '@hm/i18n/locales/fr/nav.json' with { type: 'json' };

export type Lang = 'en' | 'fr';

export const texts = {
  en: { account: enAccount, auth: enAuth, errors: enErrors, forms: enForms, mail: enMail, nav: enNav },
  fr: { account: frAccount, auth: frAuth, errors: frErrors, forms: frForms, mail: frMail, nav: frNav },
} as const satisfies Record<Lang, unknown>;

/** i18next's {{name}} placeholders, filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}
