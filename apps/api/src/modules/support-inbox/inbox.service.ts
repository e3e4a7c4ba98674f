import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  isUuid,
  paths,
  rolesWithPermission,
  type InboxItemView,
  type SupportRequestKind,
  type UpdateInboxItemRequest,
} from '@hm/contracts';
import { ContactMessage, FaqQuestion, SupportThreadEntry, User } from '@hm/db';
import { supportReplyMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { InboxRepository } from './inbox.repository.js';

const ENTITIES = { contact: ContactMessage, faq: FaqQuestion } as const;

const requestNotFound = () => new DomainException(ApiErrorCode.SUPPORT_REQUEST_NOT_FOUND, 'No such message or question.');

/** The audit target of an inbox action: "contact/<id>", labelled with the sender. */
const requestTarget = (kind: SupportRequestKind, request: ContactMessage | FaqQuestion) => ({
  type: 'support_request' as const,
  id: `${kind}/${request.id}`,
  label: `${request.firstName} ${request.lastName} <${request.email}>`,
});

/**
 * What operators do with a contact message or a FAQ question (docs/operations.md "Support inbox"):
 * assign it, move its status, write an internal note, or reply by e-mail through the outbox in the
 * sender's language. Each change locks the request's row, is written with its audit record in one
 * transaction, and answers the request as the console shows it.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: InboxRepository,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async get(kind: SupportRequestKind, id: string): Promise<InboxItemView> {
    if (!isUuid(id)) throw requestNotFound();
    const item = await this.repository.find(kind, id);
    if (!item) throw requestNotFound();
    return item;
  }

  async update(operatorId: string, kind: SupportRequestKind, id: string, change: UpdateInboxItemRequest): Promise<InboxItemView> {
    return this.change(kind, id, async (tx, request, now) => {
      if (change.assigneeId !== undefined && change.assigneeId !== (request.assignee?.id ?? null)) {
        // An operator: an account whose role answers the inbox (support or admin).
        const assignee = change.assigneeId
          ? await tx.findOne(User, { id: change.assigneeId, role: { $in: rolesWithPermission('inbox') } })
          : null;
        if (change.assigneeId && !assignee) throw new DomainException(ApiErrorCode.OPERATOR_NOT_FOUND, 'The assignee must be an operator.');
        request.assignee = assignee;
        // Taking a new request means working on it.
        if (assignee && request.status === 'new' && change.status === undefined) request.status = 'in_progress';
        await recordOperatorAction(
          tx,
          operatorId,
          {
            action: 'support_assigned',
            target: requestTarget(kind, request),
            details: { assignee: assignee ? `${assignee.firstName} ${assignee.lastName}` : null },
          },
          now,
        );
      }
      if (change.status !== undefined && change.status !== request.status) {
        const from = request.status;
        request.status = change.status;
        await recordOperatorAction(
          tx,
          operatorId,
          { action: 'support_status_changed', target: requestTarget(kind, request), details: { from, to: change.status } },
          now,
        );
      }
    });
  }

  /** An internal note: kept on the thread for operators, never sent. */
  note(operatorId: string, kind: SupportRequestKind, id: string, body: string): Promise<InboxItemView> {
    return this.change(kind, id, async (tx, request, now) => {
      tx.create(SupportThreadEntry, {
        requestKind: kind,
        requestId: request.id,
        kind: 'note',
        author: tx.getReference(User, operatorId),
        body,
        createdAt: now,
      });
      if (request.status === 'new') request.status = 'in_progress';
    });
  }

  /**
   * A reply: kept on the thread and e-mailed to the sender in the language they wrote in, with
   * support's address to answer to; the request is then answered. The e-mail goes through the
   * outbox, so it is sent once the reply is saved, and only then.
   */
  reply(operatorId: string, kind: SupportRequestKind, id: string, body: string): Promise<InboxItemView> {
    return this.change(kind, id, async (tx, request, now) => {
      const operator = await tx.findOneOrFail(User, { id: operatorId });
      tx.create(SupportThreadEntry, { requestKind: kind, requestId: request.id, kind: 'reply', author: operator, body, createdAt: now });
      enqueueViaOutbox(
        tx,
        'mail',
        'send',
        supportReplyMail({
          to: request.email,
          firstName: request.firstName,
          locale: request.locale,
          reply: body,
          operatorName: operator.firstName,
          reference: request.id,
          replyTo: this.config.get('publicForms', { infer: true }).supportEmail,
          contactUrl: `${this.config.get('http', { infer: true }).publicUrl}${paths.contact.getHref()}`,
        }),
      );
      request.status = 'answered';
      await recordOperatorAction(
        tx,
        operatorId,
        { action: 'support_replied', target: requestTarget(kind, request), details: { locale: request.locale } },
        now,
      );
    });
  }

  /** Locks the request, applies `apply`, commits, and answers the request as it now is. */
  private async change(
    kind: SupportRequestKind,
    id: string,
    apply: (tx: EntityManager, request: ContactMessage | FaqQuestion, now: Date) => Promise<void>,
  ): Promise<InboxItemView> {
    if (!isUuid(id)) throw requestNotFound();
    return this.em.fork().transactional(async (tx) => {
      const request = await tx.findOne<ContactMessage | FaqQuestion>(ENTITIES[kind], { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw requestNotFound();
      const now = new Date();
      await apply(tx, request, now);
      request.updatedAt = now;
      await tx.flush();
      return (await this.repository.find(kind, id, tx))!;
    });
  }
}
