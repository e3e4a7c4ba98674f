import type { CredentialKind, Language } from '@hm/contracts';
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import type { TemplatedMail } from './mail-message.js';
import { renderMail } from './render-mail.js';

const names = { en: enMail.credentialName, fr: frMail.credentialName };

/** The pro a credential e-mail goes to, in their saved language (docs/verified-trades.md). */
export interface CredentialMailInput {
  to: string;
  firstName: string;
  locale: Language;
  kind: CredentialKind;
  /** The pro app's credentials page. */
  actionUrl: string;
}

const dateFormats = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
};
/** A 'YYYY-MM-DD' day written out in the e-mail's language ('December 28, 2026', '28 décembre 2026'). */
const longDate = (locale: Language, day: string): string => dateFormats[locale].format(new Date(`${day}T00:00:00Z`));

/** An operator verified the credential, or rejected it with a note the pro reads. */
export function credentialReviewedMail(
  input: CredentialMailInput & { decision: 'verified' | 'rejected'; note: string | null },
): TemplatedMail {
  const credential = names[input.locale][input.kind];
  const rendered =
    input.decision === 'verified'
      ? renderMail('credentialVerified', input.locale, { firstName: input.firstName, credential, actionUrl: input.actionUrl })
      : renderMail('credentialRejected', input.locale, {
          firstName: input.firstName,
          credential,
          note: input.note ?? '—',
          actionUrl: input.actionUrl,
        });
  return { to: input.to, ...rendered };
}

/** The daily job: the credential expires in `days` days (30, 7, 1), or lapsed (days 0, on `expiresOn` + 1). */
export function credentialExpiryMail(input: CredentialMailInput & { expiresOn: string; days: number }): TemplatedMail {
  const credential = names[input.locale][input.kind];
  const date = longDate(input.locale, input.expiresOn);
  const rendered =
    input.days > 0
      ? renderMail('credentialExpiring', input.locale, {
          firstName: input.firstName,
          credential,
          date,
          days: input.days,
          actionUrl: input.actionUrl,
        })
      : renderMail('credentialExpired', input.locale, { firstName: input.firstName, credential, date, actionUrl: input.actionUrl });
  return { to: input.to, ...rendered };
}
