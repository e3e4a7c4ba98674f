// Booking dates and times, and pros' working hours, are wall-clock values in Toronto; a
// calendar entry and the free slots (availability.ts) need the instants they name.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** How far ahead of UTC the zone's clocks are at that instant, in ms (Toronto: -4 h or -5 h). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which clocks in `timeZone` show `date` ('YYYY-MM-DD') and `time` ('HH:MM').
 * Around a DST change the offset of the result itself is used, so a time after the change is
 * exact; a time that does not exist (skipped hour) moves forward by the change.
 */
export function wallClockToUtc(date: string, time: string, timeZone: string): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a 'YYYY-MM-DD' date and 'HH:MM' time: ${date} ${time}`);
  const naive = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const first = naive - zoneOffsetMs(naive, timeZone);
  const second = naive - zoneOffsetMs(first, timeZone);
  return new Date(second);
}

/**
 * The instants of one day's wall-clock times, as a function of minutes since midnight: the same as
 * wallClockToUtc(date, 'HH:MM', timeZone), computed once per day. On a day whose UTC offset is the
 * same at its first and last minute (every day but the two a year when clocks change) each time is
 * midnight's instant plus its minutes; on a day of change, each time is converted on its own.
 */
export function wallClockDay(date: string, timeZone: string): (minutes: number) => number {
  const d = DATE.exec(date);
  if (!d) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  const naive = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
  const first = naive - wallClockToUtc(date, '00:00', timeZone).getTime();
  const last = naive + 1439 * 60_000 - wallClockToUtc(date, '23:59', timeZone).getTime();
  if (first === last) return (minutes) => naive + minutes * 60_000 - first;
  const seen = new Map<number, number>();
  return (minutes) => {
    let found = seen.get(minutes);
    if (found === undefined) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      seen.set(minutes, (found = wallClockToUtc(date, `${hh}:${mm}`, timeZone).getTime()));
    }
    return found;
  };
}
