import { exactTokens } from '../search/text-analysis';

/**
 * When a freelancer can start, read from `meta.freelance.availabilityDate` (free format in the spec) as a day
 * (YYYY-MM-DD), `reference` being the day the profile was last modified (what "in two weeks" counts from):
 * - now: `Immédiate`, `Immédiatement`, `Dès maintenant`, `ASAP`, `Now`, `De suite`, or no date while available;
 * - a date: `2027-02-01`, `01/02/2027` (day first), `1/2/27`, `1er février 2027`, `15 March 2027`;
 * - a month: `février 2027`, `02/2027`, `mars` (its next occurrence), with `début` (the 1st), `mi-` (the 15th), `fin`
 *   (its last day);
 * - a quarter: `Q2 2027`, `T2 2027` (its first day);
 * - a delay: `dans 2 semaines`, `sous 1 mois`, `in 3 weeks`, `préavis de 3 mois`, `1 month notice`.
 * Anything else (and a date before 2000 or after 2100) is unknown: null.
 */
export function parseAvailabilityDate(
  text: string | undefined | null,
  available: boolean,
  reference: Date,
): string | null {
  const today = startOfDay(reference);
  const t = exactTokens(text ?? '');
  if (t.length === 0) return available ? iso(today) : null;
  const joined = t.join(' ');
  if (
    /\b(?:immediat|immediate|immediatement|immediately|asap|now|maintenant|suite|disponible|available|tout de suite)\b/.test(
      joined,
    ) &&
    !/\d/.test(joined)
  )
    return iso(today);
  return checked(exactDate(text ?? '') ?? monthDate(t, today) ?? quarterDate(t) ?? delayDate(t, today));
}

const MONTHS: Record<string, number> = {
  janvier: 1,
  january: 1,
  jan: 1,
  janv: 1,
  fevrier: 2,
  february: 2,
  feb: 2,
  fev: 2,
  fevr: 2,
  mars: 3,
  march: 3,
  mar: 3,
  avril: 4,
  april: 4,
  apr: 4,
  avr: 4,
  mai: 5,
  may: 5,
  juin: 6,
  june: 6,
  jun: 6,
  juillet: 7,
  july: 7,
  jul: 7,
  juil: 7,
  aout: 8,
  august: 8,
  aug: 8,
  septembre: 9,
  september: 9,
  sep: 9,
  sept: 9,
  octobre: 10,
  october: 10,
  oct: 10,
  novembre: 11,
  november: 11,
  nov: 11,
  decembre: 12,
  december: 12,
  dec: 12,
};

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const fullYear = (y: number) => (y < 100 ? 2000 + y : y);
const checked = (d: Date | null) =>
  d && !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100 ? iso(d) : null;

/** `2027-02-01`, `01/02/2027`, `1.2.27`, `02/2027`. */
function exactDate(text: string): Date | null {
  let m = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(text);
  if (m) return valid(fullYear(Number(m[3])), Number(m[2]), Number(m[1]));
  m = /\b(\d{1,2})[/.-](\d{4})\b/.exec(text);
  if (m) return valid(Number(m[2]), Number(m[1]), 1);
  return null;
}

function valid(y: number, m: number, d: number): Date | null {
  const date = utc(y, m, d);
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** `1er février 2027`, `15 March 2027`, `février 2027`, `mars`, `fin mars`, `mi-avril`, `début juin 2027`. */
function monthDate(t: string[], today: Date): Date | null {
  const at = t.findIndex((w) => MONTHS[w] !== undefined);
  if (at < 0) return null;
  const month = MONTHS[t[at]!]!;
  const before = t[at - 1];
  const after = t[at + 1];
  const year =
    after && /^\d{4}$/.test(after)
      ? Number(after)
      : after && /^\d{2}$/.test(after) && !before?.match(/^\d/)
        ? fullYear(Number(after))
        : null;
  const lastDay = (y: number) => utc(y, month + 1, 0).getUTCDate();
  const dayOf = (y: number) => {
    if (before && /^\d{1,2}(?:er)?$/.test(before)) return Math.min(Number(before.replace('er', '')), lastDay(y));
    if (before === 'mi' || before === 'mid' || before === 'milieu') return 15;
    if (before === 'fin' || before === 'end' || before === 'late') return lastDay(y);
    return 1;
  };
  let y = year ?? today.getUTCFullYear();
  if (
    year === null &&
    (month < today.getUTCMonth() + 1 ||
      (month === today.getUTCMonth() + 1 && dayOf(y) < today.getUTCDate() && dayOf(y) !== 1))
  )
    y++;
  const date = valid(y, month, dayOf(y));
  // The month named without a year is the current month: from today.
  return date && year === null && date < today ? today : date;
}

/** Whether a token names a month (`janvier`, `march`, `sept`): what namedMonth finds, or else a date's figures. */
export const isMonthName = (token: string): boolean => Object.hasOwn(MONTHS, token);

/**
 * The month (YYYY-MM) a run of words names as a time to come (`janvier`, `début mars`, `fin janvier 2027`, `03/2027`),
 * the next such month from `reference` (the current one included); null when they name none.
 */
export function namedMonth(tokens: readonly string[], reference: Date): string | null {
  const date = monthDate([...tokens], startOfDay(reference)) ?? exactDate(tokens.join('/'));
  return date ? iso(date).slice(0, 7) : null;
}

/** `Q2 2027`, `T2 2027`. */
function quarterDate(t: string[]): Date | null {
  const i = t.findIndex((w) => /^[qt][1-4]$/.test(w));
  const y = t[i + 1];
  return i >= 0 && y && /^\d{4}$/.test(y) ? utc(Number(y), (Number(t[i]![1]) - 1) * 3 + 1, 1) : null;
}

/** `dans 2 semaines`, `sous 1 mois`, `in 3 weeks`, `préavis de 3 mois`, `1 month notice`, `un mois`. */
function delayDate(t: string[], today: Date): Date | null {
  for (let i = 0; i < t.length; i++) {
    const unit = t[i]!;
    const count =
      t[i - 1] === 'un' || t[i - 1] === 'une' || t[i - 1] === 'a' || t[i - 1] === 'one' ? 1 : Number(t[i - 1]);
    if (!Number.isInteger(count) || count <= 0 || count > 24) continue;
    const d = new Date(today);
    if (/^(?:jour|jours|day|days)$/.test(unit)) d.setUTCDate(d.getUTCDate() + count);
    else if (/^(?:semaine|semaines|week|weeks|sem)$/.test(unit)) d.setUTCDate(d.getUTCDate() + 7 * count);
    else if (/^(?:mois|month|months)$/.test(unit)) d.setUTCMonth(d.getUTCMonth() + count);
    else continue;
    return d;
  }
  return null;
}
