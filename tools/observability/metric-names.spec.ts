import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../start/paths.ts';

// The alert rules and the Grafana dashboard (tools/observability, docs/operations.md "Metrics") name
// the metrics the API and the worker register; a renamed or mistyped name would leave a panel empty
// and an alert silent without any error. Every `hm_` name they use must be one the code registers
// (a histogram's as its _bucket, _sum or _count series).

/** Where the apps and @hm/metrics register their metrics. */
const SOURCES = ['libs/server/metrics/src', 'apps/api/src', 'apps/worker/src'];
const METRIC = /new (Counter|Gauge|Histogram|Summary)\b(?:<[^>]*>)?\(\s*\{\s*name:\s*'(hm_[a-z0-9_]+)'/g;
/** The series each kind of metric is scraped as. */
const SERIES: Record<string, string[]> = {
  Counter: [''],
  Gauge: [''],
  Histogram: ['_bucket', '_sum', '_count'],
  Summary: ['', '_sum', '_count'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(spec|int-spec|security-spec|fault-spec)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The series names the code registers, each with the metric it belongs to. */
function registeredSeries(files: string[]): Map<string, string> {
  const series = new Map<string, string>();
  for (const file of files)
    for (const [, kind, name] of readFileSync(file, 'utf8').matchAll(METRIC))
      for (const suffix of SERIES[kind!]!) series.set(`${name}${suffix}`, name!);
  return series;
}

/** Every `hm_` name in the strings of a parsed document (expressions, template queries). */
function usedNames(document: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const [name] of value.matchAll(/\bhm_[a-z0-9_]+/g)) names.add(name);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(document);
  return names;
}

const registered = registeredSeries(SOURCES.flatMap(sourceFiles));
const documents = {
  'alerts.yml': parse(readFileSync(join(repoRoot, 'tools/observability/alerts.yml'), 'utf8')) as unknown,
  'grafana-dashboard.json': JSON.parse(readFileSync(join(repoRoot, 'tools/observability/grafana-dashboard.json'), 'utf8')) as unknown,
};

describe('the metric names of the alert rules and the Grafana dashboard', () => {
  it('finds the metrics the API, the worker and @hm/metrics register', () => {
    const metrics = new Set(registered.values());
    // HTTP, Socket.IO, jobs, e-mails, queues, the outbox and the database pool.
    for (const name of [
      'hm_http_requests_total',
      'hm_http_request_duration_seconds',
      'hm_socketio_connections',
      'hm_jobs_total',
      'hm_job_duration_seconds',
      'hm_mails_total',
      'hm_queue_jobs',
      'hm_outbox_pending_rows',
      'hm_outbox_oldest_pending_age_seconds',
      'hm_db_pool_connections',
    ])
      expect(metrics).toContain(name);
    expect(registered.get('hm_http_request_duration_seconds_bucket')).toBe('hm_http_request_duration_seconds');
    expect(registered.has('hm_http_request_duration_seconds')).toBe(false);
  });

  it.each(Object.entries(documents))('%s uses only names the code registers', (_, document) => {
    const used = [...usedNames(document)];
    expect(used.length).toBeGreaterThanOrEqual(5);
    expect(used.filter((name) => !registered.has(name))).toEqual([]);
  });

  it('refuses a name the code does not register', () => {
    const mistyped = { groups: [{ rules: [{ expr: 'sum(rate(hm_http_request_total[5m])) > 0' }] }] };
    expect([...usedNames(mistyped)].filter((name) => !registered.has(name))).toEqual(['hm_http_request_total']);
  });
});
