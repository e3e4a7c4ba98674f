import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage } from '../../../hooks/use-language';
import { translateApiError } from '../../../lib/api-error';
import { downloadObjectUrl } from '../../../lib/download';
import { formatDay } from '../../dashboard';
import { useDownloadStatementCsvMutation, useProStatementQuery } from '../api';
import { EarningsTable } from './earnings-table';
import { LoadState } from './pro-shell';

/**
 * A week's statement (docs/pricing-and-taxes.md "Earnings"): the jobs paid that week with what
 * each earned, the commission, the net, the tip and what the pro collected directly; the totals,
 * who owes whom, and the CSV. Its heading takes the focus when it opens.
 */
export function WeeklyStatement({ weekStart, onClose }: { weekStart: string; onClose: () => void }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const statement = useProStatementQuery(weekStart);
  const [download, csv] = useDownloadStatementCsvMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = statement.data;
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  if (!data)
    return (
      <LoadState
        loading={statement.isLoading || statement.isFetching}
        failed={statement.isError}
        onRetry={() => void statement.refetch()}
      />
    );
  const { totals } = data;
  const save = async () => {
    try {
      const url = await download({ weekStart, language }).unwrap();
      downloadObjectUrl(url, `${t('statement.csv.fileName')}-${weekStart}.csv`);
    } catch {
      // The alert says why.
    }
  };
  const balance =
    totals.balanceCents > 0
      ? t('statement.owedToYou', { amount: money(totals.balanceCents) })
      : totals.balanceCents < 0
        ? t('statement.owedByYou', { amount: money(-totals.balanceCents) })
        : t('statement.settled');
  return (
    <section aria-labelledby="statement-heading" className="space-y-3" data-testid="weekly-statement">
      <h2 id="statement-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {t('statement.heading', { start: formatDay(data.weekStart, language), end: formatDay(data.weekEnd, language) })}
      </h2>
      {data.lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('statement.empty')}</p>
      ) : (
        <>
          <EarningsTable
            caption={t('earnings.statement')}
            headers={[
              t('statement.paidOn'),
              t('statement.job'),
              t('statement.earned'),
              t('statement.commission'),
              t('statement.net'),
              t('statement.tip'),
              t('statement.collected'),
            ]}
            numericFrom={2}
            rows={data.lines.map((line) => ({
              key: line.bookingNumber,
              cells: [
                formatDay(line.paidOn, language),
                `${line.subServiceName} · ${line.bookingNumber}`,
                money(line.earnedCents),
                t('statement.commissionRate', { amount: money(line.commissionCents), percent: line.commissionPercent }),
                money(line.netCents),
                money(line.tipCents),
                money(line.collectedCents),
              ],
            }))}
            footer={[
              t('statement.totals'),
              '',
              money(totals.earnedCents),
              money(totals.commissionCents),
              money(totals.netCents),
              money(totals.tipCents),
              money(totals.collectedCents),
            ]}
          />
          <p className="font-semibold text-slate-900" data-testid="statement-balance">
            {balance}
          </p>
        </>
      )}
      {csv.error && (
        <FormAlert tone="error" focusOnShow>
          {translateApiError(csv.error as Parameters<typeof translateApiError>[0], tErrors)}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        {data.lines.length > 0 && (
          <button
            type="button"
            onClick={() => void save()}
            disabled={csv.isLoading}
            aria-busy={csv.isLoading || undefined}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {csv.isLoading ? t('statement.downloading') : t('statement.download')}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('statement.close')}
        </button>
      </div>
    </section>
  );
}
