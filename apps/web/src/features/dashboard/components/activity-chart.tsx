import { useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ACTIVITY_PERIOD_DAYS, type ActivityPeriodDays, type DashboardActivityView } from '@hm/contracts';
import { useElementBox } from '../../../hooks/use-element-box';
import { useLanguage } from '../../../hooks/use-language';
import { useGetDashboardActivityQuery } from '../api';
import { layoutAxisLabels } from '../chart-labels';
import { axisScale, barLayout } from '../chart-scale';
import { formatDay, formatShortDay } from '../format';
import { measureTextWidths } from '../text-width';
import { LoadError } from './load-error';

export const PERIOD_PARAM = 'days';
const DEFAULT_PERIOD: ActivityPeriodDays = 30;

function parsePeriod(value: string | null): ActivityPeriodDays {
  const days = Number(value);
  return (DASHBOARD_ACTIVITY_PERIOD_DAYS as readonly number[]).includes(days) ? (days as ActivityPeriodDays) : DEFAULT_PERIOD;
}

// The drawing is as wide as its box in CSS pixels (measured), so text keeps one size at every
// width and the day labels are thinned from their measured widths (chart-labels.ts). Until the
// box is measured (no layout, as in a DOM test) it is drawn FALLBACK_WIDTH wide and scaled.
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 32 };
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const FALLBACK_WIDTH = 340;
const FONT_SIZE = 12;
/** The least space between two day labels. */
const LABEL_GAP = 12;

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
  const total = view.points.reduce((sum, point) => sum + point.count, 0);
  if (total === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">{t('chart.empty')}</p>;
  }
  return <ActivityPlot view={view} total={total} />;
}

function ActivityPlot({ view, total }: { view: DashboardActivityView; total: number }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const titleId = useId();
  const descId = useId();
  const box = useRef<HTMLDivElement>(null);
  const measured = useElementBox(box);
  const width = measured?.width ?? FALLBACK_WIDTH;
  const plotW = width - MARGIN.left - MARGIN.right;
  const texts = useMemo(() => view.points.map((point) => formatShortDay(point.date, language)), [view.points, language]);
  const widths = useMemo(() => measureTextWidths(texts, FONT_SIZE, measured?.fontFamily ?? ''), [texts, measured?.fontFamily]);
  const counts = view.points.map((point) => point.count);
  const max = Math.max(...counts);
  const axis = axisScale(max);
  const bars = barLayout(counts, axis.max, plotW, PLOT_H);
  // Labels may run under the axis numbers' margin and into the right margin, never past the drawing.
  const labels = layoutAxisLabels({
    centers: bars.map((bar) => bar.x + bar.width / 2),
    widths,
    min: -MARGIN.left,
    max: plotW + MARGIN.right,
    gap: LABEL_GAP,
  });
  const title = `${t('chart.title')} · ${t('chart.periodLong', { days: view.days })}`;
  return (
    <div ref={box}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="block h-auto w-full"
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
                <text x={-6} y={y} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} className="fill-slate-600">
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
          {labels.map((label) => (
            <text
              key={view.points[label.index]!.date}
              x={label.x}
              y={PLOT_H + 22}
              textAnchor={label.anchor}
              fontSize={FONT_SIZE}
              className="fill-slate-600"
              data-testid="activity-chart-day"
            >
              {texts[label.index]}
            </text>
          ))}
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
    </div>
  );
}
