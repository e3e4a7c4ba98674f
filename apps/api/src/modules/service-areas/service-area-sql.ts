import type { EntityManager } from '@mikro-orm/postgresql';
import { postalCodePrefixes } from '@hm/contracts';
import { getService, listServices } from '@hm/catalog';
import { serviceAreaOpenedMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { qualifiedForJobSql } from './trade-credentials-sql.js';

// The service-area rule in SQL (docs/booking-rules.md, Where; contracts coveringServiceAreas): a
// pro's prefixes (1 to 3 characters) cover a postal code when one of them is the code's first 1,
// 2 or 3 characters, i.e. when the prefixes overlap those three (the GIN index on
// service_area_prefixes answers `&&`). Postal codes are stored 'H2X 1Y4', so left(code, 3) is the FSA.

/** SQL: the pro's prefixes (`prefixes`, a text[] column) cover the postal code or FSA column `code`. */
export const coversPostalCodeSql = (prefixes: string, code: string): string =>
  `${prefixes} && array[left(${code}, 1), left(${code}, 2), left(${code}, 3)]`;

/** An approved professional with a professional account that is not disabled: the only pros who can be sent anywhere. */
export const ACTIVE_PRO_SQL = `pr.status = 'approved' and exists (select 1 from users u where u.id = pr.user_id and u.role = 'professional' and u.disabled_at is null)`;

/** The web's booking page, where the opening e-mail's button leads (apps/web config/paths.ts bookService). */
export const bookPageUrl = (publicUrl: string): string => `${publicUrl}/book-service`;

/** pg array literal of plain tokens (catalogue ids, postal prefixes: letters, digits and hyphens only). */
const pgArray = (values: readonly string[]): string => `{${values.join(',')}}`;

/**
 * Whether some active pro offering `serviceId` covers `postalCode` (a valid Quebec code) and holds the
 * credentials the trade always requires (docs/verified-trades.md): one indexed query (categories and
 * prefixes are both GIN-indexed).
 */
export async function isAreaServed(em: EntityManager, serviceId: string, postalCode: string): Promise<boolean> {
  const [row] = await em.execute<{ served: boolean }[]>(
    `select exists (
       select 1 from professionals pr
       where ${ACTIVE_PRO_SQL} and pr.categories @> ?::text[] and pr.service_area_prefixes && ?::text[]
         and ${qualifiedForJobSql('pr.user_id', '?::text', null)}
     ) as served`,
    [pgArray([serviceId]), pgArray(postalCodePrefixes(postalCode)), serviceId],
  );
  return row?.served === true;
}

/**
 * An area opened for the waitlist (a pro was approved, or a pro's profile now covers more): the
 * entries not yet told that the pro `userId` now serves are marked notified and each gets ONE e-mail
 * in its saved language, through the outbox, in the caller's transaction. The UPDATE's row locks
 * make two openings at once tell each person once. Returns how many were told.
 */
export async function announceAreaOpenings(tx: EntityManager, userId: string, bookUrl: string): Promise<number> {
  const opened = await tx.execute<{ email: string; fsa: string; service_id: string; locale: 'fr' | 'en' }[]>(
    `update service_area_waitlist w set notified_at = now()
     from professionals pr
     where pr.user_id = ? and ${ACTIVE_PRO_SQL} and w.notified_at is null
       and w.service_id = any(pr.categories) and ${coversPostalCodeSql('pr.service_area_prefixes', 'w.fsa')}
       and ${qualifiedForJobSql('pr.user_id', 'w.service_id', null)}
       and w.service_id = any(?::text[])
     returning w.email, w.fsa, w.service_id, w.locale`,
    // Only a bookable service opens: people waiting for a coming-soon one stay waiting until it is.
    [
      userId,
      pgArray(
        listServices()
          .filter((service) => service.availability === 'available')
          .map((service) => service.id),
      ),
    ],
  );
  for (const entry of opened) {
    const service = getService(entry.service_id);
    // Entries are stored for catalogue services only; one removed from the catalogue since has nothing to announce.
    if (!service) continue;
    enqueueViaOutbox(
      tx,
      'mail',
      'send',
      serviceAreaOpenedMail(entry.locale, { to: entry.email, serviceName: service.name[entry.locale], fsa: entry.fsa, bookUrl }),
    );
  }
  return opened.length;
}
