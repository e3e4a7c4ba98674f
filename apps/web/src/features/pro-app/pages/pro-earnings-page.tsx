import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { formatDay, formatInstantDay, serviceLabel } from '../../dashboard';
import { useProEarningsQuery } from '../api';
import { CARD, LoadState, ProShell } from '../components/pro-shell';

/** Earnings from completed jobs: totals, per week, per day and the jobs themselves. */
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
  const earnings = useProEarningsQuery(undefined, { skip: session.status !== 'signed-in', refetchOnMountOrArgChange: true });
  const data = earnings.data;
  if (!data)
    return (
      <LoadState loading={earnings.isLoading || earnings.isFetching} failed={earnings.isError} onRetry={() => void earnings.refetch()} />
    );
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });

  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-2 gap-3">
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('earnings.total')}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">{money(data.totalCents)}</p>
        </li>
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('earnings.jobs')}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">{data.totalJobs}</p>
        </li>
      </ul>
      {data.totalJobs === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('earnings.empty')}</p>
      ) : (
        <>
          <Table
            caption={t('earnings.byWeek')}
            headers={[t('earnings.week'), t('earnings.jobs'), t('earnings.amount')]}
            rows={data.weeks.map((week) => [
              t('earnings.weekOf', { day: formatDay(week.weekStart, language) }),
              String(week.jobs),
              money(week.cents),
            ])}
          />
          <Table
            caption={t('earnings.byDay')}
            headers={[t('earnings.day'), t('earnings.jobs'), t('earnings.amount')]}
            rows={data.days.map((day) => [formatDay(day.date, language), String(day.jobs), money(day.cents)])}
          />
          <Table
            caption={t('earnings.completedJobs')}
            headers={[t('earnings.completedOn'), t('earnings.job'), t('earnings.amount')]}
            rows={data.jobs.map((job) => [
              formatInstantDay(job.completedAt, language),
              `${serviceLabel(job, language).option} · ${job.bookingNumber}`,
              job.amountCents === null ? t('price.quote') : money(job.amountCents),
            ])}
            numericFrom={2}
          />
        </>
      )}
    </div>
  );
}

/** A titled table; columns from `numericFrom` on are amounts, right-aligned. */
function Table({
  caption,
  headers,
  rows,
  numericFrom = 1,
}: {
  caption: string;
  headers: string[];
  rows: string[][];
  numericFrom?: number;
}) {
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-lg font-bold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`py-2 pr-2 font-semibold ${index >= numericFrom ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')} className="border-b border-slate-100 last:border-0">
              {row.map((cell, index) => (
                <td key={index} className={`py-2 pr-2 ${index >= numericFrom ? 'text-right tabular-nums' : 'text-slate-800'}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
