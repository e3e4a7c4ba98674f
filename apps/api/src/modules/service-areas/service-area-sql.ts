import type { EntityManager } from '@mikro-orm/postgresql';
import { postalCodePrefixes } from '@hm/contracts';
import { getService, listServices } from '@hm/catalog';
import { serviceAreaOpenedMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { ACTIVE_PRO_SQL, coversPostalCodeSql, pgArray, qualifiedForJobSql } from '@hm/db';

/** The web's booking page, where the opening e-mail's button leads (apps/web config/paths.ts bookService). */
export const bookPageUrl = (publicUrl: string): string => `${publicUrl}/book-service`;

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
