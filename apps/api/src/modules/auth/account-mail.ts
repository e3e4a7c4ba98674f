import type { EntityManager } from '@mikro-orm/core';
import type { User } from '@hm/db';
import { renderMail, type MailTemplateData, type MailTemplateId } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';

/**
 * Queues a mail to a user through the outbox, inside the caller's transaction, rendered in the
 * USER's preferred language (never the language of whoever triggered it).
 */
export function enqueueUserMail<T extends MailTemplateId>(em: EntityManager, user: User, template: T, data: MailTemplateData[T]): void {
  enqueueViaOutbox(em, 'mail', 'send', { to: user.email, ...renderMail(template, user.locale, data) });
}
