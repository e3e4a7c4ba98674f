import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, type Language } from '@hm/contracts';
import { Booking, Receipt } from '@hm/db';
import { issueReceipt, receiptFileName, renderReceiptPdf, type ReceiptDocument, type ReceiptSettings } from '@hm/bookings';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { bookingTarget, recordOperatorAction } from '../audit/record-operator-action.js';
import type { AccessCaller } from './booking-access.js';
import { bookingNotFound } from './booking-transitions.service.js';

type Row = Record<string, unknown>;

/** What receipts need of the API's settings. */
export const receiptSettingsOf = (config: ConfigService<AppConfig, true>): ReceiptSettings => ({
  publicUrl: config.get('http', { infer: true }).publicUrl,
  taxRegistrations: config.get('money', { infer: true }).taxRegistrations,
});

/**
 * Receipts (docs/pricing-and-taxes.md "Receipts"): issued with the payment, in its transaction (the
 * year's counter row is locked, so numbers follow without gaps); reissued, same number and one more
 * version, when a tip comes after it or an operator asks; e-mailed each time with the PDF in the
 * customer's saved language; downloaded by its customer and operators.
 */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** Issues the paid booking's receipt, or reissues it when it has one; e-mails it through the outbox. */
  issue(tx: EntityManager, bookingId: string, actorId: string | null, at: Date): Promise<void> {
    return issueReceipt(tx, bookingId, actorId, at, receiptSettingsOf(this.config));
  }

  /**
   * An operator's reissue (after a correction, or at the customer's request): 404 without a receipt.
   * Audited in the same transaction (docs/operations.md "Audit log"), with the version it made.
   */
  async reissue(caller: AccessCaller, bookingNumber: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || caller.role !== 'admin') throw bookingNotFound();
      const receipt = await tx.findOne(Receipt, { booking: booking.id });
      if (!receipt) throw noReceipt();
      const now = new Date();
      await this.issue(tx, booking.id, caller.id, now);
      // The same managed row, now at its new version.
      await recordOperatorAction(
        tx,
        caller.id,
        {
          action: 'receipt_reissued',
          target: bookingTarget(booking.bookingNumber),
          details: { receipt: receipt.number, version: receipt.version },
        },
        now,
      );
    });
  }

  /** The receipt's PDF for its customer or an operator, in `language` (else the customer's); 404 for anyone else. */
  async pdf(caller: AccessCaller, bookingNumber: string, language: Language | null): Promise<{ pdf: Buffer; fileName: string }> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `select r.document, u.locale from bookings b join users u on u.id = b.user_id
       left join receipts r on r.booking_id = b.id
       where b.booking_number = ? and (b.user_id = ? or ?)`,
      [bookingNumber, caller.id, caller.role === 'admin'],
    );
    // Someone else's booking (the pro's too: the receipt is the customer's), or none: as if it did not exist.
    const row = rows[0];
    if (!row) throw bookingNotFound();
    if (!row.document) throw noReceipt();
    const doc = row.document as ReceiptDocument;
    const locale = language ?? (row.locale as Language);
    return { pdf: await renderReceiptPdf(doc, locale), fileName: receiptFileName(doc.number, locale) };
  }
}

const noReceipt = () => new DomainException(ApiErrorCode.RECEIPT_NOT_FOUND, 'This booking has no receipt yet.');
