// The apps log JSON lines (pino) for machines; in the launcher's terminal a developer reads
// them, so each one is shown as `LEVEL [context] message` and request logs as one short line.

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface PinoLine {
  level: number;
  msg?: unknown;
  context?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
  err?: { message?: unknown; stack?: unknown };
}

function isPinoLine(value: unknown): value is PinoLine {
  return typeof value === 'object' && value !== null && typeof (value as { level?: unknown }).level === 'number';
}

/** A readable version of a pino JSON line, or the line unchanged if it is not one. */
export function prettyLogLine(line: string): string {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return line;
  }
  if (!isPinoLine(parsed)) return line;
  const level = levelNames[parsed.level] ?? String(parsed.level);
  const context = typeof parsed.context === 'string' ? `[${parsed.context}] ` : '';
  let text = typeof parsed.msg === 'string' ? parsed.msg : '';
  if (parsed.req && parsed.res) {
    const time = typeof parsed.responseTime === 'number' ? ` ${parsed.responseTime} ms` : '';
    text = `${String(parsed.req.method)} ${String(parsed.req.url)} ${String(parsed.res.statusCode)}${time}`;
  }
  if (parsed.err) {
    const detail = typeof parsed.err.stack === 'string' ? parsed.err.stack : String(parsed.err.message ?? '');
    if (detail && !text.includes(detail)) text = text ? `${text}\n${detail}` : detail;
  }
  return `${level.padEnd(5)} ${context}${text}`;
}
