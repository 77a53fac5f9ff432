import type { StoredProfile } from '../profile/raw-profile.schema';
import { seniorityToSlug } from './referential';

/**
 * Stage 1 results: the spec's anonymised shape, built field by field (no name, e-mail, phone, URL, image, employer
 * or school). Free text (headline, summary, work history) is redacted: e-mail addresses, phone numbers, URLs, and
 * the profile's own identifying strings (the person's names, its employers' and schools' names) become `[…]`.
 */

export interface Stage1Result {
  id: string;
  headline: string;
  summary: string;
  location: { city: string; region: string; countryCode: string; postalCode: string };
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  seniority: string;
  professions: string[];
  availability: { available: boolean; availabilityDate: string };
  preferences: { remoteWork: string[]; missionDuration: string[]; daysPerWeek: string[]; workAreas: object[] };
  workHistory: { position: string; startDate?: string; endDate?: string; summary: string }[];
  matchRank: number;
  updatedAt: string;
}

const REDACTED = '[…]';
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Eight or more digits, possibly grouped by spaces, dots, dashes or parentheses, with an optional +country prefix.
const PHONE = /(?<![\p{L}\p{N}])\+?(?:\d[\s.\-()]{0,2}){8,}\d(?![\p{L}\p{N}])/gu;
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function that redacts free text of one profile. */
export function redactorFor(stored: StoredProfile): (text: string) => string {
  const p = stored.profile;
  const names = [p.basics.name, p.meta.firstName, p.meta.lastName, ...p.basics.name.split(/\s+/), ...p.work.map((w) => w.name), ...p.education.map((e) => e.institution), ...p.basics.profiles.map((s) => s.username)]
    .map((n) => n.trim())
    .filter((n) => n.length >= 2);
  const variants = [...new Set(names.flatMap((n) => [n, fold(n)]))].sort((a, b) => b.length - a.length); // longest first
  const own = variants.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${variants.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;
  return (text: string) => {
    if (!text) return text;
    // Cheap tests first: most text has no '@', no link and few digits, and then skips those expressions.
    let out = text.includes('@') ? text.replace(EMAIL, REDACTED) : text;
    if (/https?:|www\./i.test(out)) out = out.replace(URL, REDACTED);
    if ((out.match(/\d/g)?.length ?? 0) >= 9) out = out.replace(PHONE, REDACTED);
    return own ? out.replace(own, REDACTED) : out;
  };
}

/** A Stage 1 result without what depends on the caller and the query: a pure function of the stored profile. */
export type Stage1Body = Omit<Stage1Result, 'id' | 'matchRank'>;

export function toStage1Result(stored: StoredProfile, id: string, matchRank: number): Stage1Result {
  return withIdentity(stage1Body(stored), id, matchRank);
}

/** The Stage 1 result of an anonymised body for one caller (its sealed id) at one rank. */
export function withIdentity(body: Stage1Body, id: string, matchRank: number): Stage1Result {
  const { updatedAt, ...rest } = body;
  return { id, ...rest, matchRank, updatedAt };
}

export function stage1Body(stored: StoredProfile): Stage1Body {
  const p = stored.profile;
  const f = p.meta.freelance;
  const redact = redactorFor(stored);
  const loc = p.basics.location;
  return {
    headline: redact(p.basics.label),
    summary: redact(p.basics.summary),
    location: { city: loc?.city ?? '', region: loc?.region ?? '', countryCode: loc?.countryCode ?? '', postalCode: loc?.postalCode ?? '' },
    skills: p.skills.map((s) => ({ name: redact(s.name), level: s.level, keywords: s.keywords.map(redact) })),
    languages: p.languages.map((l) => ({ language: l.language, fluency: l.fluency })),
    seniority: seniorityToSlug(f.seniority),
    professions: [...f.professions],
    availability: { available: f.available, availabilityDate: f.availabilityDate },
    preferences: {
      remoteWork: [...f.preferences.remoteWork],
      missionDuration: [...f.preferences.missionDuration],
      daysPerWeek: [...f.preferences.daysPerWeek],
      workAreas: f.preferences.workAreas.map((a) => ({ ...a })),
    },
    workHistory: p.work.map((w) => ({ position: redact(w.position), startDate: w.startDate, endDate: w.endDate, summary: redact(w.summary) })),
    updatedAt: p.meta.updatedAt ?? new Date(stored.modifiedAt).toISOString(),
  };
}
