import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiErrorCode,
  isWeekStart,
  statementTotals,
  weekEndOf,
  type Language,
  type ProEarningsView,
  type ProWeeklyStatementView,
} from '@hm/contracts';
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import frProApp from '@hm/i18n/locales/fr/proApp.json' with { type: 'json' };
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ProStatsRepository } from './pro-stats.repository.js';

const CSV_HEADERS = { en: enProApp.statement.csv, fr: frProApp.statement.csv } as const;

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** Cents as dollars with a point, as spreadsheets read them whatever their language. */
const dollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The pro's earnings and weekly statements (docs/pricing-and-taxes.md "Earnings"). */
@Injectable()
export class ProEarningsService {
  constructor(
    private readonly stats: ProStatsRepository,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  earnings(userId: string): Promise<ProEarningsView> {
    return this.stats.earnings(userId, this.config.get('money', { infer: true }).platformCommissionPercent);
  }

  /** 400 VALIDATION_FAILED (weekStart: INVALID_WEEK) unless `weekStart` is a Monday. */
  async statement(userId: string, weekStart: string): Promise<ProWeeklyStatementView> {
    if (!isWeekStart(weekStart))
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'A statement starts on a Monday (YYYY-MM-DD).', {
        weekStart: ['INVALID_WEEK'],
      });
    const weekEnd = weekEndOf(weekStart);
    const lines = await this.stats.statement(userId, weekStart, weekEnd);
    return { weekStart, weekEnd, lines, totals: statementTotals(lines) };
  }

  /** The statement as CSV (UTF-8 with a byte-order mark, for spreadsheets), headers in `language`. */
  async statementCsv(userId: string, weekStart: string, language: Language): Promise<{ csv: string; fileName: string }> {
    const statement = await this.statement(userId, weekStart);
    const h = CSV_HEADERS[language];
    const rows = [
      [h.booking, h.service, h.paidOn, h.earned, h.commissionPercent, h.commission, h.net, h.tip, h.collected],
      ...statement.lines.map((line) => [
        line.bookingNumber,
        line.subServiceName,
        line.paidOn,
        dollars(line.earnedCents),
        String(line.commissionPercent),
        dollars(line.commissionCents),
        dollars(line.netCents),
        dollars(line.tipCents),
        dollars(line.collectedCents),
      ]),
      [
        h.total,
        '',
        '',
        ...[statement.totals.earnedCents].map(dollars),
        '',
        ...[statement.totals.commissionCents, statement.totals.netCents, statement.totals.tipCents, statement.totals.collectedCents].map(
          dollars,
        ),
      ],
      [h.balance, '', '', '', '', '', dollars(statement.totals.balanceCents), '', ''],
    ];
    const csv = `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
    return { csv, fileName: `${h.fileName}-${weekStart}.csv` };
  }
}
