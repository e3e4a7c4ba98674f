import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmailCaptureSource, Language } from '@hm/contracts';

// The address is unique (email_captures_email_unique): the insert itself decides whether it is new,
// so two simultaneous sign-ups of one address cannot both create a row or both be "new". A known
// address keeps its first source and language.
const CAPTURE_EMAIL = `insert into email_captures (email, source, locale) values (?, ?, ?)
  on conflict (email) do nothing returning id`;

/** Captures an already normalised e-mail address; true when it was new. Runs in `em`'s transaction, if any. */
export async function captureEmail(em: EntityManager, email: string, source: EmailCaptureSource, locale: Language): Promise<boolean> {
  const inserted = await em.execute<{ id: string }[]>(CAPTURE_EMAIL, [email, source, locale]);
  return inserted.length > 0;
}
