// Small pure helpers of the benchmark scripts (unit-tested in stats.spec.ts).

/** The p-th percentile (0..100) by the nearest-rank method; NaN for no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A SQL string literal with standard_conforming_strings on (PostgreSQL's default). */
export function sqlLiteral(value: string | null): string {
  return value === null ? 'null' : `'${value.replace(/'/g, "''")}'`;
}

export interface PgbenchSummary {
  tps: number;
  latencyAverageMs: number | null;
  transactions: number;
  failed: number;
  abortedClients: number;
}

/** Reads pgbench's closing report (PostgreSQL 13 to 18 wordings). */
export function parsePgbenchOutput(output: string): PgbenchSummary {
  const tps = /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  const processed = /number of transactions actually processed: (\d+)/.exec(output);
  const failed = /number of failed transactions: (\d+)/.exec(output);
  const aborted = /(\d+) of \d+ clients? aborted/i.exec(output) ?? /client \d+ aborted/i.exec(output);
  return {
    tps: Number(tps[1]),
    latencyAverageMs: latency ? Number(latency[1]) : null,
    transactions: processed ? Number(processed[1]) : 0,
    failed: failed ? Number(failed[1]) : 0,
    abortedClients: aborted ? Number(aborted[1] ?? 1) : 0,
  };
}

export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}
