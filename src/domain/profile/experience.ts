import type { RawProfile } from './raw-profile.schema';

/** A résumé date (YYYY, YYYY-MM or YYYY-MM-DD) as epoch ms at its start; null when absent or not a date. */
function dateOf(value: string | undefined): number | null {
  if (!value) return null;
  const [y, m = '01', d = '01'] = value.split('-');
  const t = Date.parse(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(t) ? null : t;
}

const YEAR_MS = 365.25 * 86_400_000;
/** Beyond this a work history's span is not a career (a typo in a year): no figure rather than a wrong one. */
const MAX_YEARS = 50;

/**
 * The years of experience a work history spans, whole years: from its first start to its last end, an entry still
 * running (a start, no end) ending at `asOf` (epoch ms: the profile version's time, never the clock, so that a
 * document made twice is the same). Gaps count (a freelancer between missions keeps their experience); null when no
 * entry has a start, or when the span is negative or longer than a career.
 */
export function yearsOfExperience(work: RawProfile['work'], asOf: number): number | null {
  let first = Infinity;
  let last = -Infinity;
  for (const w of work) {
    const start = dateOf(w.startDate);
    if (start === null) continue;
    first = Math.min(first, start);
    last = Math.max(last, dateOf(w.endDate) ?? asOf, start);
  }
  if (first === Infinity) return null;
  const years = Math.floor((Math.min(last, asOf) - first) / YEAR_MS);
  return years < 0 || years > MAX_YEARS ? null : years;
}

/**
 * The seniority slug of the referential whose range holds these years (`Junior (0-2 ans)`, `Confirme (3-6 ans)`,
 * `Senior (7-10 ans)`, `Expert (10+ ans)`: 10 is Senior, 11 and more Expert).
 */
export const seniorityOfYears = (years: number): 'junior' | 'confirme' | 'senior' | 'expert' =>
  years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';
