// Set 19 (blind): grading helpers. Every judgment reads the Truth only. See README.md for the conventions.
import { deptArea, type Truth, type Place, type Country } from './corpus';

export type Grade = 0 | 1 | 2 | 3;
export type R = 'ok' | 'near' | 'miss';
export interface Check {
  f: (t: Truth) => R;
  /** a miss on a critical check also sinks neighbouring occupations to 0 (places, "obligatoire" skills) */
  critical?: boolean;
  what: string;
}

// ───────────── occupations ─────────────
/** neighbouring occupations (graded 1 when nothing critical is missed) */
export const NEAR: Record<string, string[]> = {
  'dev-back': ['dev-fullstack', 'tech-lead'],
  'dev-front': ['dev-fullstack', 'dev-mobile'],
  'dev-fullstack': ['dev-back', 'dev-front', 'tech-lead'],
  'dev-mobile': ['dev-front', 'dev-fullstack'],
  'tech-lead': ['dev-back', 'dev-fullstack', 'cloud-archi'],
  devops: ['sre', 'cloud-archi', 'sysadmin'],
  sre: ['devops', 'cloud-archi'],
  'cloud-archi': ['devops', 'sre'],
  sysadmin: ['devops'],
  'data-engineer': ['ml-engineer', 'bi', 'data-scientist'],
  'data-analyst': ['bi', 'data-scientist'],
  'data-scientist': ['ml-engineer', 'data-analyst'],
  'ml-engineer': ['data-scientist', 'data-engineer'],
  bi: ['data-analyst', 'data-engineer'],
  po: ['product-manager', 'ba', 'scrum-master'],
  'product-manager': ['po'],
  'scrum-master': ['po', 'cdp-it'],
  'ux-ui': ['graphiste'],
  qa: ['amoa', 'ba'],
  rssi: ['cyber-ops'],
  'cyber-ops': ['rssi'],
  dsi: ['cdp-it'],
  'cdp-it': ['pmo', 'po', 'amoa'],
  ba: ['amoa', 'po'],
  amoa: ['ba', 'cdp-it'],
  sap: [],
  salesforce: [],
  pmo: ['cdp-it'],
  'marketing-digital': ['seo-sea', 'growth', 'cm'],
  'seo-sea': ['marketing-digital', 'growth'],
  growth: ['marketing-digital', 'seo-sea'],
  cm: ['communication', 'marketing-digital'],
  content: ['communication', 'cm'],
  communication: ['cm', 'content'],
  bizdev: ['kam', 'bdr-sdr'],
  kam: ['bizdev', 'sales-director'],
  'bdr-sdr': ['bizdev'],
  'sales-director': ['kam'],
  daf: ['cdg'],
  cdg: ['daf', 'comptable'],
  comptable: ['cdg'],
  rrh: ['recruteur', 'paie'],
  recruteur: ['rrh'],
  paie: ['rrh', 'comptable'],
  graphiste: ['da', 'motion'],
  da: ['graphiste'],
  motion: ['graphiste'],
  'consultant-strat': ['change', 'pmo'],
  change: ['consultant-strat'],
  acheteur: [],
};

/**
 * The standard judgment: right occupation -> 3 when every check is ok, 2 with exactly one "near", 1 otherwise
 * (a miss, or two nears or more); a neighbouring occupation -> 1 unless a critical check misses (then 0);
 * anything else 0. `exclude` (a -word of the query, read as a concept) -> 0 whatever the rest.
 */
export function judge(o: {
  occ: string[];
  near?: string[];
  checks?: Check[];
  exclude?: (t: Truth) => boolean;
  filter?: (t: Truth) => boolean;
}) {
  const near = o.near ?? Array.from(new Set(o.occ.flatMap((k) => NEAR[k] ?? []))).filter((k) => !o.occ.includes(k));
  const checks = o.checks ?? [];
  return (t: Truth): Grade => {
    if (o.filter && !o.filter(t)) return 0;
    if (o.exclude && o.exclude(t)) return 0;
    const rs = checks.map((c) => c.f(t));
    if (o.occ.includes(t.occ)) {
      if (rs.includes('miss')) return 1;
      const n = rs.filter((x) => x === 'near').length;
      return n === 0 ? 3 : n === 1 ? 2 : 1;
    }
    if (near.includes(t.occ)) return checks.some((c, i) => c.critical && rs[i] === 'miss') ? 0 : 1;
    return 0;
  };
}

/**
 * Skills-only queries: every skill -> 3 whatever the occupation; all but one (two skills or more asked) -> 2 in a
 * relevant occupation, 1 elsewhere; a relevant occupation with at least one of the skills -> 1; else 0.
 */
export function combo(skills: string[], relevant: string[], extra: Check[] = []) {
  return (t: Truth): Grade => {
    const have = skills.filter((s) => t.skills.includes(s)).length;
    const rel = relevant.includes(t.occ);
    let g: Grade = 0;
    if (have === skills.length) g = 3;
    else if (skills.length >= 2 && have === skills.length - 1) g = rel ? 2 : 1;
    else if (rel && have >= 1) g = 1;
    for (const c of extra) {
      const r = c.f(t);
      if (r === 'miss') g = Math.min(g, 1) as Grade;
      else if (r === 'near' && g === 3) g = 2;
    }
    return g;
  };
}

/** OR of several judgments: the best grade. */
export const anyOf =
  (...js: ((t: Truth) => Grade)[]) =>
  (t: Truth): Grade =>
    Math.max(...js.map((j) => j(t))) as Grade;

// ───────────── checks ─────────────
export const skill = (k: string): Check => ({ what: `skill ${k}`, f: (t) => (t.skills.includes(k) ? 'ok' : 'miss') });
/** a required skill whose absence also sinks neighbouring occupations ("obligatoire") */
export const mustSkill = (k: string): Check => ({ ...skill(k), critical: true, what: `required skill ${k}` });
/** all skills: one missing (of two or more) -> near */
export const skills = (ks: string[]): Check => ({
  what: `skills ${ks.join('+')}`,
  f: (t) => {
    const miss = ks.filter((k) => !t.skills.includes(k)).length;
    return miss === 0 ? 'ok' : miss === 1 && ks.length >= 2 ? 'near' : 'miss';
  },
});
export const anySkill = (ks: string[]): Check => ({
  what: `any of ${ks.join('|')}`,
  f: (t) => (ks.some((k) => t.skills.includes(k)) ? 'ok' : 'miss'),
});
/** a wish, not a requirement: absent -> near */
export const softSkill = (k: string): Check => ({
  what: `nice-to-have ${k}`,
  f: (t) => (t.skills.includes(k) ? 'ok' : 'near'),
});

/** years of experience: ok in [a,b], near in [c,d], miss elsewhere */
export const years = (a: number, b: number, c: number, d: number): Check => ({
  what: `years ${a}-${b} (near ${c}-${d})`,
  f: (t) => (t.years >= a && t.years <= b ? 'ok' : t.years >= c && t.years <= d ? 'near' : 'miss'),
});
export const SENIOR = () => years(7, 99, 5, 6);
export const CONFIRME = () => years(3, 6, 2, 8);
export const JUNIOR = () => years(0, 2, 3, 3);

/** availability: start on or before okBy -> ok; on or before nearBy -> near */
export const availBy = (okBy: string, nearBy: string): Check => ({
  what: `available by ${okBy} (near ${nearBy})`,
  f: (t) => (t.availFrom <= okBy ? 'ok' : t.availFrom <= nearBy ? 'near' : 'miss'),
});
export const ASAP = () => availBy('2026-12-13', '2027-01-03');
export const JANUARY = () => availBy('2027-01-31', '2027-02-28');

/** "full remote": full -> ok, hybrid -> near, on-site only -> miss */
export const fullRemote = (): Check => ({
  what: 'full remote',
  f: (t) => (t.remote.includes('full') ? 'ok' : t.remote.includes('hybrid') ? 'near' : 'miss'),
});
/** "2j TT", "hybrid": hybrid or on-site -> ok, full remote only -> near */
export const hybrid = (): Check => ({
  what: 'hybrid',
  f: (t) => (t.remote.includes('hybrid') || t.remote.includes('site') ? 'ok' : 'near'),
});
/** "sur site": on-site -> ok, hybrid -> near, full remote only -> miss */
export const onSite = (): Check => ({
  what: 'on site',
  f: (t) => (t.remote.includes('site') ? 'ok' : t.remote.includes('hybrid') ? 'near' : 'miss'),
});
/** "remote ok", "télétravail", "remote friendly": full or hybrid -> ok, on-site only -> near */
export const remoteOk = (): Check => ({
  what: 'remote ok',
  f: (t) => (t.remote.includes('full') || t.remote.includes('hybrid') ? 'ok' : 'near'),
});

/** days a week: includes n -> ok; includes n±1 -> near; else miss */
export const days = (n: number): Check => ({
  what: `${n} days a week`,
  f: (t) => (t.days.includes(n) ? 'ok' : t.days.some((d) => Math.abs(d - n) === 1) ? 'near' : 'miss'),
});
/** part time ("quelques jours", "temps partagé"): some day count <= max -> ok, max+1 -> near, else miss */
export const partTime = (max: number): Check => ({
  what: `part time <= ${max} days`,
  f: (t) => (t.days.some((d) => d <= max) ? 'ok' : t.days.some((d) => d === max + 1) ? 'near' : 'miss'),
});
/** day rate: <= max ok, <= max*1.1 or unknown near, else miss */
export const rateMax = (max: number): Check => ({
  what: `rate <= ${max}`,
  f: (t) => (t.rate === null ? 'near' : t.rate <= max ? 'ok' : t.rate <= max * 1.1 ? 'near' : 'miss'),
});
/** language level: >= min ok, min-1 near, else miss */
export const lang = (l: string, min: number): Check => ({
  what: `${l} >= ${min}`,
  f: (t) => ((t.languages[l] ?? 0) >= min ? 'ok' : (t.languages[l] ?? 0) === min - 1 ? 'near' : 'miss'),
});
/** sector: soft (a different sector is a small difference) unless hard */
export const sector = (ss: string[], hard = false): Check => ({
  what: `sector ${ss.join('|')}${hard ? ' (required)' : ''}`,
  f: (t) => (t.sectors.some((s) => ss.includes(s)) ? 'ok' : hard ? 'miss' : 'near'),
});
/** mission length: one of the wanted lengths -> ok, else near (no stated lengths -> ok) */
export const duration = (ds: Truth['durations']): Check => ({
  what: `duration ${ds.join('|')}`,
  f: (t) => (t.durations.length === 0 || t.durations.some((d) => ds.includes(d)) ? 'ok' : 'near'),
});

// ───────────── places ─────────────
export interface Target {
  c: Country;
  r?: string;
  d?: string;
}
export const dep = (...codes: string[]): Target[] =>
  codes.map((d) => ({ c: 'FR' as Country, r: deptArea('FR', d).regionCode, d }));
export const reg = (...codes: string[]): Target[] => codes.map((r) => ({ c: 'FR' as Country, r }));
export const ch = (...cantons: string[]): Target[] => cantons.map((r) => ({ c: 'CH' as Country, r }));
export const be = (...regions: string[]): Target[] =>
  regions.length ? regions.map((r) => ({ c: 'BE' as Country, r })) : [{ c: 'BE' as Country }];
export const lu = (): Target[] => [{ c: 'LU' }];
export const country = (c: Country): Target[] => [{ c }];

/** overseas regions: a "France entière" mobility does not reach them */
const OVERSEAS = ['01', '02', '03', '04', '06'];

function inside(p: Place, t: Target): boolean {
  return p.country === t.c && (!t.r || p.region === t.r) && (!t.d || p.dept === t.d);
}
/** an area that holds the whole target */
function holds(p: Place, t: Target): boolean {
  if (p.type === 'ville' || p.country !== t.c) return false;
  if (p.type === 'pays') return !t.r && !t.d; // a whole-country area holds a whole-country target (Luxembourg, Belgique)
  if (p.type === 'region') return !!t.r && p.region === t.r;
  return !!t.d && p.dept === t.d;
}

/**
 * Place: ok when the home or a mobility area lies in a target, or an area holds one (a region or department area
 * holding a region or department target, a whole-country area holding a whole-country target such as Luxembourg);
 * near when the home or an area lies inside a `near` target, or the freelancer declares the whole country (national mobility; not for
 * overseas targets);
 * else miss. By default the `near` targets of French departments are their regions. Critical.
 */
export function place(ok: Target[], nearT?: Target[], what = 'place'): Check {
  const near =
    nearT ??
    Array.from(
      new Map(ok.filter((t) => t.c === 'FR' && t.d).map((t) => [t.r, { c: 'FR' as Country, r: t.r }])).values(),
    );
  return {
    what,
    critical: true,
    f: (t) => {
      for (const p of t.areas)
        for (const tg of ok) if ((p.type !== 'pays' && inside(p, tg)) || holds(p, tg)) return 'ok';
      for (const p of t.areas) {
        if (
          p.type === 'pays' &&
          ok.some((tg) => tg.c === p.country && !(tg.c === 'FR' && OVERSEAS.includes(tg.r ?? '')))
        )
          return 'near';
        if (p.type !== 'pays') for (const tg of near) if (inside(p, tg)) return 'near';
      }
      return 'miss';
    },
  };
}
/** "X ou remote": the place, or full remote accepted -> ok */
export function placeOrRemote(pl: Check): Check {
  return { what: pl.what + ' or full remote', critical: true, f: (t) => (t.remote.includes('full') ? 'ok' : pl.f(t)) };
}

/** A region slug of the referential, judged as a hard filter on the Truth: home or a mobility area in it (a national area counts). */
export function inRegionSlug(slugRegion: Target[]): (t: Truth) => boolean {
  const pl = place(slugRegion, []);
  return (t) => pl.f(t) !== 'miss';
}
