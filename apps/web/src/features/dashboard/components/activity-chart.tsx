import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ACTIVITY_PERIOD_DAYS, type ActivityPeriodDays, type DashboardActivityView } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useGetDashboardActivityQuery } from '../api';
import { axisScale, barLayout, labelIndexes } from '../chart-scale';
import { formatDay, formatShortDay } from '../format';
import { LoadError } from './load-error';

export const PERIOD_PARAM = 'days';
const DEFAULT_PERIOD: ActivityPeriodDays = 30;

function parsePeriod(value: string | null): ActivityPeriodDays {
  const days = Number(value);
  return (DASHBOARD_ACTIVITY_PERIOD_DAYS as readonly number[]).includes(days) ? (days as ActivityPeriodDays) : DEFAULT_PERIOD;
}

// SVG user units; the chart scales to its box. A phone gets a narrower drawing so its text
// stays readable once scaled down, and so as many day labels as fit.
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 32 };
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const WIDE = { width: 560 };
const NARROW = { width: 340 };
/** Roughly the width of a 'Nov 21' label at 14 units. */
const LABEL_WIDTH = 52;

/** Bookings made per day over 7, 30 or 90 days: an SVG bar chart with its numbers in a table for screen readers. */
export function ActivityChart({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const days = parsePeriod(params.get(PERIOD_PARAM));
  const query = useGetDashboardActivityQuery(days, { refetchOnMountOrArgChange: true });
  const headingId = useId();

  const choose = (next: ActivityPeriodDays) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete(PERIOD_PARAM);
        else updated.set(PERIOD_PARAM, String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  // While another period loads, the previous one stays on screen rather than flashing empty.
  const data = query.data;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {t('chart.title')}
        </h2>
        <div role="group" aria-label={t('chart.periodLabel')} className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {DASHBOARD_ACTIVITY_PERIOD_DAYS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => choose(option)}
              className="inline-flex min-h-11 min-w-14 items-center justify-center rounded-md px-3 text-sm font-semibold text-slate-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t('chart.period', { days: option })}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4" aria-busy={query.isFetching}>
        {query.isLoading ? (
          <div role="status" className="h-48 animate-pulse rounded-lg bg-slate-100">
            <span className="sr-only">{t('chart.loading')}</span>
          </div>
        ) : query.isError && !data ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : data ? (
          <ActivityBars view={data} />
        ) : null}
      </div>
    </section>
  );
}

function ActivityBars({ view }: { view: DashboardActivityView }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const titleId = useId();
  const descId = useId();
  const size = useMediaQuery('(min-width: 640px)') ? WIDE : NARROW;
  const plotW = size.width - MARGIN.left - MARGIN.right;
  const counts = view.points.map((point) => point.count);
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">{t('chart.empty')}</p>;
  }
  const max = Math.max(...counts);
  const axis = axisScale(max);
  const bars = barLayout(counts, axis.max, plotW, PLOT_H);
  const labels = labelIndexes(view.points.length, Math.floor(plotW / (LABEL_WIDTH + 12)));
  const slot = plotW / Math.max(1, view.points.length);
  const title = `${t('chart.title')} · ${t('chart.periodLong', { days: view.days })}`;
  return (
    <>
      <svg
        viewBox={`0 0 ${size.width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full"
        data-testid="activity-chart"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{t('chart.desc', { days: view.days, total, max })}</desc>
        <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
          {axis.ticks.map((tick) => {
            const y = PLOT_H - (tick / axis.max) * PLOT_H;
            return (
              <g key={tick}>
                <line x1={0} x2={plotW} y1={y} y2={y} className="stroke-slate-200" strokeWidth={1} />
                <text x={-6} y={y} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[14px]">
                  {tick}
                </text>
              </g>
            );
          })}
          {bars.map((bar, index) => {
            const point = view.points[index]!;
            return (
              <rect
                key={point.date}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={Math.min(3, bar.width / 3)}
                className="fill-brand-600"
              >
                <title>{t('chart.bar', { date: formatDay(point.date, language), count: point.count })}</title>
              </rect>
            );
          })}
          {view.points.map((point, index) =>
            labels.has(index) ? (
              <text
                key={point.date}
                x={bars[index]!.x + bars[index]!.width / 2}
                y={PLOT_H + 22}
                // A narrow last bar's label would run off the right edge.
                textAnchor={index === view.points.length - 1 && slot < LABEL_WIDTH ? 'end' : 'middle'}
                className="fill-slate-600 text-[14px]"
              >
                {formatShortDay(point.date, language)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      {/* The same numbers for screen readers, day by day. */}
      <table className="sr-only">
        <caption>{t('chart.tableCaption', { days: view.days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.dateColumn')}</th>
            <th scope="col">{t('chart.countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {view.points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDay(point.date, language)}</th>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
