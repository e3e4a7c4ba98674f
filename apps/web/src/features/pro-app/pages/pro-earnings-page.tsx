import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@hm/catalog';
import { isWeekStart } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { formatDay, formatInstantDay, serviceLabel } from '../../dashboard';
import { useProEarningsQuery } from '../api';
import { EarningsTable } from '../components/earnings-table';
import { CARD, LoadState, ProShell } from '../components/pro-shell';
import { WeeklyStatement } from '../components/weekly-statement';

/** The ?week= of the statement shown: a Monday 'YYYY-MM-DD'. */
const WEEK_PARAM = 'week';

/**
 * Earnings from paid jobs, net of HomeMate's commission, with the tips apart (docs/pricing-and-taxes.md
 * "Earnings"): totals, per week (each with its statement), per day, and the completed jobs.
 */
export function ProEarningsPage() {
  const title = usePageTitle('proEarnings');
  return (
    <ProShell title={title}>
      <Earnings />
    </ProShell>
  );
}

function Earnings() {
  const { t } = useTranslation('proApp');
  const language = useLanguage();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const weekButtons = useRef(new Map<string, HTMLButtonElement>());
  const earnings = useProEarningsQuery(undefined, { skip: session.status !== 'signed-in', refetchOnMountOrArgChange: true });
  const data = earnings.data;
  if (!data)
    return (
      <LoadState loading={earnings.isLoading || earnings.isFetching} failed={earnings.isError} onRetry={() => void earnings.refetch()} />
    );
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  const week = params.get(WEEK_PARAM);
  const openWeek = (weekStart: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (weekStart) next.set(WEEK_PARAM, weekStart);
        else next.delete(WEEK_PARAM);
        return next;
      },
      { replace: true },
    );
  const closeWeek = (weekStart: string) => {
    openWeek(null);
    // Back where the pro was: the week's own button.
    requestAnimationFrame(() => weekButtons.current.get(weekStart)?.focus());
  };

  if (week && isWeekStart(week)) return <WeeklyStatement weekStart={week} onClose={() => closeWeek(week)} />;

  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-3 gap-3">
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('earnings.total')}</p>
          <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{money(data.totalCents)}</p>
        </li>
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('earnings.tips')}</p>
          <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{money(data.tipsCents)}</p>
        </li>
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('earnings.jobs')}</p>
          <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{data.totalJobs}</p>
        </li>
      </ul>
      <p className="text-sm text-slate-700">{t('earnings.commissionNote', { percent: data.commissionPercent })}</p>
      {data.totalJobs > 0 && (
        <>
          <EarningsTable
            caption={t('earnings.byWeek')}
            headers={[t('earnings.week'), t('earnings.jobs'), t('earnings.amount'), t('earnings.tips'), t('earnings.statement')]}
            rows={data.weeks.map((entry) => ({
              key: entry.weekStart,
              cells: [
                t('earnings.weekOf', { day: formatDay(entry.weekStart, language) }),
                String(entry.jobs),
                money(entry.cents),
                money(entry.tipCents),
                <button
                  key="statement"
                  type="button"
                  ref={(node) => {
                    if (node) weekButtons.current.set(entry.weekStart, node);
                  }}
                  onClick={() => openWeek(entry.weekStart)}
                  aria-label={t('earnings.viewStatement', { day: formatDay(entry.weekStart, language) })}
                  className="min-h-11 rounded-lg px-2 font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {t('earnings.statement')}
                </button>,
              ],
            }))}
          />
          <EarningsTable
            caption={t('earnings.byDay')}
            headers={[t('earnings.day'), t('earnings.jobs'), t('earnings.amount'), t('earnings.tips')]}
            rows={data.days.map((day) => ({
              key: day.date,
              cells: [formatDay(day.date, language), String(day.jobs), money(day.cents), money(day.tipCents)],
            }))}
          />
        </>
      )}
      {data.jobs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('earnings.empty')}</p>
      ) : (
        <EarningsTable
          caption={t('earnings.completedJobs')}
          headers={[t('earnings.completedOn'), t('earnings.job'), t('earnings.amount'), t('earnings.tip')]}
          rows={data.jobs.map((job) => ({
            key: job.bookingNumber,
            cells: [
              formatInstantDay(job.completedAt, language),
              `${serviceLabel(job, language).option} · ${job.bookingNumber}`,
              job.amountCents === null ? t('earnings.awaitingPayment') : money(job.amountCents),
              job.tipCents > 0 ? money(job.tipCents) : '—',
            ],
          }))}
          numericFrom={2}
        />
      )}
    </div>
  );
}
