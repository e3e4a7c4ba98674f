import { textTokens } from '@hm/catalog';
import { addDays, isIsoDate, todayInToronto, weekdayOf, WEEKDAYS, type Language, type Weekday } from '@hm/contracts';

// The day a question names ("demain", "next Tuesday", "le 12 décembre"), as a Montreal calendar
// day counted from the message's own time (docs/assistant.md, Dates): the server's clock, never
// the visitor's device. French and English are both read whatever the site's language.

const WEEKDAY_NAMES: Readonly<Record<string, Weekday>> = {
  lundi: 'monday',
  mardi: 'tuesday',
  mercredi: 'wednesday',
  jeudi: 'thursday',
  vendredi: 'friday',
  samedi: 'saturday',
  dimanche: 'sunday',
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, day])),
};

const MONTH_NAMES: Readonly<Record<string, number>> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/**
 * Word sequences for a day counted from today ('apres demain' before 'demain'). Not 'hier' nor
 * 'yesterday': "it leaks since yesterday" says when the trouble began, not when to come.
 */
const RELATIVE_DAYS: readonly (readonly [string, number])[] = [
  ['apres demain', 2],
  ['day after tomorrow', 2],
  ['aujourd hui', 0],
  ['today', 0],
  ['tonight', 0],
  ['ce soir', 0],
  ['cet apres midi', 0],
  ['this afternoon', 0],
  ['this evening', 0],
  ['demain', 1],
  ['tomorrow', 1],
];

/** A day of the month as written: '12', '1er', '3rd', '20th' (a French '2e' is an ordinal, not a date). */
const DAY_OF_MONTH = /^(\d{1,2})(er|st|nd|rd|th)?$/;
const YEAR = /^20\d\d$/;
const ISO_IN_TEXT = /\b(20\d\d-\d\d-\d\d)\b/;
/** A day of a month written without its year, this long ago or less, is taken as past rather than next year's. */
const RECENT_PAST_DAYS = 60;

const phraseAt = (tokens: readonly string[], phrase: string): number => {
  const words = phrase.split(' ');
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (words.every((word, offset) => tokens[start + offset] === word)) return start;
  }
  return -1;
};

const dayNumber = (token: string | undefined): number | null => {
  const match = token === undefined ? null : DAY_OF_MONTH.exec(token);
  const day = match ? Number(match[1]) : 0;
  return day >= 1 && day <= 31 ? day : null;
};

const isoOf = (year: number, month: number, day: number): string | null => {
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
};

/** A day and month without a year: this year's, unless it passed long enough ago to mean next year's. */
function withYear(month: number, day: number, year: number | null, today: string): string | null {
  if (year !== null) return isoOf(year, month, day);
  const thisYear = Number(today.slice(0, 4));
  const date = isoOf(thisYear, month, day);
  if (date === null) return isoOf(thisYear + 1, month, day);
  return date >= today || date >= addDays(today, -RECENT_PAST_DAYS) ? date : isoOf(thisYear + 1, month, day);
}

/**
 * '12 décembre', '1er juillet 2027', 'December 10', 'Dec 12th', '12th of December'; null for a day
 * no calendar has ('31 février'), undefined when the text names no day of a month.
 */
function dayAndMonth(tokens: readonly string[], today: string): string | null | undefined {
  for (let index = 0; index < tokens.length; index += 1) {
    const month = MONTH_NAMES[tokens[index]!];
    if (month === undefined) continue;
    const before = dayNumber(tokens[index - 1]) ?? (tokens[index - 1] === 'of' ? dayNumber(tokens[index - 2]) : null);
    const after = dayNumber(tokens[index + 1]);
    const day = before ?? after;
    if (day === null) continue;
    const yearToken = tokens[before !== null ? index + 1 : index + 2];
    return withYear(month, day, yearToken && YEAR.test(yearToken) ? Number(yearToken) : null, today);
  }
  return undefined;
}

/** 'the 20th', 'le 20', 'le 1er': this month's day, or next month's when it has passed. */
function dayAlone(tokens: readonly string[], today: string): string | null {
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const article = tokens[index];
    const token = tokens[index + 1]!;
    const english = article === 'the' && /^\d{1,2}(st|nd|rd|th)$/.test(token);
    const french = article === 'le' && /^\d{1,2}(er)?$/.test(token);
    const day = english || french ? dayNumber(token) : null;
    if (day === null) continue;
    const [year, month] = today.split('-').map(Number) as [number, number];
    const date = isoOf(year, month, day);
    if (date !== null && date >= today) return date;
    return month === 12 ? isoOf(year + 1, 1, day) : isoOf(year, month + 1, day);
  }
  return null;
}

/** 'mardi', 'next Tuesday', 'ce samedi': the first such day after today; with 'next week', that week's. */
function weekday(tokens: readonly string[], today: string): string | null {
  const name = tokens.find((token) => WEEKDAY_NAMES[token] !== undefined);
  if (name === undefined) return null;
  const target = WEEKDAY_NAMES[name]!;
  const nextWeek = phraseAt(tokens, 'semaine prochaine') >= 0 || phraseAt(tokens, 'next week') >= 0;
  if (nextWeek) {
    const mondayNextWeek = addDays(today, 7 - WEEKDAYS.indexOf(weekdayOf(today)));
    return addDays(mondayNextWeek, WEEKDAYS.indexOf(target));
  }
  const ahead = ((WEEKDAYS.indexOf(target) - WEEKDAYS.indexOf(weekdayOf(today)) + 6) % 7) + 1;
  return addDays(today, ahead);
}

/** 'in 3 days', 'dans deux semaines'. */
function inSomeDays(tokens: readonly string[], today: string): string | null {
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    if (tokens[index] !== 'in' && tokens[index] !== 'dans') continue;
    const count = /^\d{1,2}$/.test(tokens[index + 1]!) ? Number(tokens[index + 1]) : NUMBER_WORDS[tokens[index + 1]!];
    const unit = tokens[index + 2]!;
    if (count === undefined) continue;
    if (/^(day|days|jour|jours)$/.test(unit)) return addDays(today, count);
    if (/^(week|weeks|semaine|semaines)$/.test(unit)) return addDays(today, 7 * count);
  }
  return null;
}

/**
 * The day `text` names, 'YYYY-MM-DD', counted from the Montreal day of `now`; null when it names
 * none (a week, a weekend or a season is not a day). It may be past or far: the caller decides.
 */
export function readDate(text: string, now: Date): string | null {
  const today = todayInToronto(now);
  const iso = ISO_IN_TEXT.exec(text)?.[1];
  if (iso && isIsoDate(iso)) return iso;
  const tokens = textTokens(text);
  const ofMonth = dayAndMonth(tokens, today);
  if (ofMonth !== undefined) return ofMonth;
  const explicit = weekday(tokens, today) ?? inSomeDays(tokens, today);
  if (explicit !== null) return explicit;
  for (const [phrase, days] of RELATIVE_DAYS) if (phraseAt(tokens, phrase) >= 0) return addDays(today, days);
  return dayAlone(tokens, today);
}

/** 'mardi 8 décembre' / 'Tuesday, December 8', with the year when it is not the year of `today`. */
export function formatDay(date: string, locale: Language, today: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(`${locale}-CA`, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    // The day itself, not an instant: formatted as UTC so that no zone shifts it.
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
