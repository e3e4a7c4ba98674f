import { formatTable, parsePgbenchOutput, percentile, sqlLiteral } from './stats.ts';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('sqlLiteral', () => {
  it('doubles single quotes and writes null', () => {
    expect(sqlLiteral("qu'il")).toBe("'qu''il'");
    expect(sqlLiteral(null)).toBe('null');
  });
});

describe('parsePgbenchOutput', () => {
  it('reads the figures of a PostgreSQL 15 report', () => {
    const output = [
      'transaction type: /tmp/create-booking.sql',
      'number of clients: 50',
      'duration: 15 s',
      'number of transactions actually processed: 45000',
      'number of failed transactions: 0 (0.000%)',
      'latency average = 16.523 ms',
      'initial connection time = 80.123 ms',
      'tps = 3026.052148 (without initial connection time)',
    ].join('\n');
    expect(parsePgbenchOutput(output)).toEqual({
      tps: 3026.052148,
      latencyAverageMs: 16.523,
      transactions: 45000,
      failed: 0,
      abortedClients: 0,
    });
  });

  it('notices aborted clients and refuses a report without tps', () => {
    expect(
      parsePgbenchOutput('pgbench: error: client 3 aborted in command 4\ntps = 10.5 (without initial connection time)').abortedClients,
    ).toBe(1);
    expect(() => parsePgbenchOutput('connection refused')).toThrow(/no tps/);
  });
});

describe('formatTable', () => {
  it('aligns a markdown table', () => {
    expect(
      formatTable([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toBe('| a   | bb |\n|-----|----|\n| ccc | d  |');
  });
});
