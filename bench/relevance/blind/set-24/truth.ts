/** The Truth of a profile of blind set 24: what the freelancer really is and wants. Judges grade from it only. */
import { CITIES, city, localUnit, type AreaRef } from './geo';
import { OCCS, occDef } from './occupations';
import {
  EMPLOYERS,
  FIRST_F,
  FIRST_M,
  LAST_BE,
  LAST_CH,
  LAST_FR,
  MAIL_BE,
  MAIL_CH,
  MAIL_FR,
  REFEREE_ROLES_EN,
  REFEREE_ROLES_FR,
  SCHOOLS_BY_FAMILY,
} from './people';
import { addDays, chance, deaccent, int, pick, sample, slugify, TODAY, uniq, weighted, type Rng } from './util';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Lang = 'fr' | 'en' | 'de' | 'nl' | 'es' | 'it';
export type Level = 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';

export const LEVELS: readonly Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'];

export interface Referee {
  name: string;
  role: string;
  employer: string;
}

export interface Private {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  linkedinUrl: string;
  /** Other networks (Behance, Malt, Instagram...): username and URL. */
  networks: { network: string; username: string; url: string }[];
  /** The freelancer's own business name, when any ("Studio Favre"). */
  company: string | null;
  /** Past employers and named clients (work[].name). */
  employers: string[];
  /** A small one-off employer, when any. */
  small: string | null;
  schools: string[];
  referees: Referee[];
  /** People named in mission texts. */
  people: string[];
}

export interface Truth {
  id: string;
  occ: string;
  /** A second trade the freelancer really practises (a neighbour of the first), or null. */
  also: string | null;
  gender: 'f' | 'm';
  years: number;
  band: Band;
  declared: Declared;
  skills: string[];
  sectors: string[];
  certs: string[];
  available: boolean;
  /** First free day (ISO); null when unknown. */
  freeFrom: string | null;
  /** Day rate in `currency`; null when not given or negotiable. */
  rate: number | null;
  currency: 'EUR' | 'CHF';
  remote: Remote[];
  days: string[];
  durations: Duration[];
  home: string;
  areas: AreaRef[];
  langs: { lang: Lang; level: Level }[];
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  inclusive: boolean;
  openToCdi: boolean;
  vehicle: boolean;
  priv: Private;
  /** Whether the free text repeats some private data. */
  leaks: boolean;
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

const DECLARED: Record<Band, Declared> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: readonly Band[] = ['junior', 'confirme', 'senior', 'expert'];

export function rateInEur(t: Pick<Truth, 'rate' | 'currency'>): number | null {
  if (t.rate === null) return null;
  return t.currency === 'CHF' ? Math.round(t.rate * 1.05) : t.rate;
}

function drawYears(r: Rng, occ: string): number {
  const x = r();
  let y = x < 0.15 ? int(r, 0, 2) : x < 0.5 ? int(r, 3, 6) : x < 0.78 ? int(r, 7, 10) : int(r, 11, 24);
  if ((occ === 'cmo' || occ === 'dircom' || occ === 'plume') && y < 9) y = int(r, 9, 22);
  if (occ === 'ugc-creator' && y > 8) y = int(r, 1, 6);
  const fam = occDef(occ).family;
  const young = ['growth', 'ugc-creator', 'ux-writer', 'webflow', 'nocode', 'influence', 'paid-social'];
  const cap = young.includes(occ) ? 12 : ['product', 'web', 'social'].includes(fam) ? 17 : 24;
  if (y > cap) y = int(r, Math.min(cap, 11), cap);
  return y;
}

function drawHome(r: Rng): string {
  const x = r();
  const country = x < 0.7 ? 'FR' : x < 0.85 ? 'BE' : 'CH';
  return weighted(
    r,
    CITIES.filter((c) => c.country === country),
    (c) => c.weight,
  ).key;
}

function drawAreas(r: Rng, home: string): AreaRef[] {
  const h = city(home);
  const out: AreaRef[] = [];
  if (chance(r, 0.7)) out.push({ type: 'ville', key: h.key });
  if (h.dept && chance(r, 0.35)) out.push({ type: 'departement', key: h.dept });
  if (chance(r, h.country === 'CH' ? 0.5 : 0.3)) out.push({ type: 'region', key: h.region });
  if (h.country === 'FR' && h.region !== 'FR:11' && chance(r, 0.2))
    out.push({ type: 'ville', key: pick(r, ['paris-11', 'paris-09', 'paris-02']) });
  if (h.country === 'FR' && chance(r, 0.1)) out.push({ type: 'pays', key: 'FR' });
  if (h.country === 'BE') {
    if (chance(r, 0.25)) out.push({ type: 'pays', key: 'BE' });
    if (h.key !== 'bruxelles' && chance(r, 0.3)) out.push({ type: 'ville', key: 'bruxelles' });
    if (chance(r, 0.06)) out.push({ type: 'ville', key: 'lille' });
    if (chance(r, 0.05)) out.push({ type: 'pays', key: 'LU' });
  }
  if (h.country === 'CH') {
    if (chance(r, 0.15)) out.push({ type: 'pays', key: 'CH' });
    if (chance(r, 0.2)) out.push({ type: 'region', key: pick(r, ['CH:GE', 'CH:VD', 'CH:FR', 'CH:NE', 'CH:VS']) });
    if (chance(r, 0.06)) out.push({ type: 'departement', key: pick(r, ['FR:74', 'FR:01']) });
  }
  if (out.length === 0) out.push({ type: 'ville', key: h.key });
  const seen = new Set<string>();
  return out.filter((a) => {
    const k = `${a.type}:${a.key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function level(r: Rng, dist: [Level, number][]): Level {
  return weighted(r, dist, (d) => d[1])[0];
}

function drawLangs(r: Rng, home: string, occ: string, cvLang: 'fr' | 'en'): { lang: Lang; level: Level }[] {
  const h = city(home);
  const flemish = h.region === 'BE:VLG';
  const out: { lang: Lang; level: Level }[] = [];
  if (flemish && chance(r, 0.6)) {
    out.push(
      { lang: 'nl', level: 'native' },
      {
        lang: 'fr',
        level: level(r, [
          ['C2', 3],
          ['C1', 5],
          ['B2', 2],
        ]),
      },
    );
  } else {
    out.push({ lang: 'fr', level: 'native' });
  }
  const en = level(
    r,
    cvLang === 'en'
      ? [
          ['C1', 5],
          ['C2', 4],
          ['native', 1],
        ]
      : [
          ['B1', 15],
          ['B2', 40],
          ['C1', 30],
          ['C2', 10],
          ['native', 2],
        ],
  );
  out.push({ lang: 'en', level: occ === 'traducteur' ? 'C2' : en });
  if (!out.some((l) => l.lang === 'nl')) {
    const pNl = h.key === 'bruxelles' ? 0.5 : h.country === 'BE' ? 0.3 : 0.02;
    if (chance(r, pNl))
      out.push({
        lang: 'nl',
        level: level(r, [
          ['B1', 4],
          ['B2', 4],
          ['C1', 3],
          ['C2', 1],
        ]),
      });
  }
  if (chance(r, h.country === 'CH' ? 0.4 : h.region === 'FR:44' ? 0.25 : 0.1))
    out.push({
      lang: 'de',
      level: level(r, [
        ['A2', 2],
        ['B1', 4],
        ['B2', 4],
        ['C1', 3],
        ['native', 1],
      ]),
    });
  if (chance(r, 0.15))
    out.push({
      lang: 'es',
      level: level(r, [
        ['A2', 2],
        ['B1', 4],
        ['B2', 4],
        ['C1', 2],
        ['native', 1],
      ]),
    });
  if (chance(r, h.country === 'CH' ? 0.12 : 0.05))
    out.push({
      lang: 'it',
      level: level(r, [
        ['A2', 2],
        ['B1', 3],
        ['B2', 3],
        ['C1', 2],
        ['native', 1],
      ]),
    });
  return out;
}

function phone(r: Rng, country: string): string {
  const d = (n: number) => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');
  if (country === 'BE')
    return pick(r, [`+32 4${int(r, 70, 99)} ${d(2)} ${d(2)} ${d(2)}`, `04${int(r, 70, 99)} ${d(2)} ${d(2)} ${d(2)}`]);
  if (country === 'CH')
    return pick(r, [
      `+41 7${pick(r, ['6', '7', '8', '9'])} ${d(3)} ${d(2)} ${d(2)}`,
      `07${pick(r, ['6', '7', '8', '9'])} ${d(3)} ${d(2)} ${d(2)}`,
    ]);
  const a = pick(r, ['6', '7']);
  return pick(r, [`06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `+33 ${a} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `0${a}${d(8)}`]);
}

export interface PrivateContext {
  usedRare: Set<string>;
  usedSmall: Set<string>;
  rare: readonly string[];
  small: readonly string[];
}

function drawPrivate(
  r: Rng,
  t: Pick<Truth, 'gender' | 'home' | 'occ' | 'cvLang' | 'leaks'>,
  ctx: PrivateContext,
): Private {
  const h = city(t.home);
  const first = pick(r, t.gender === 'f' ? FIRST_F : FIRST_M);
  let last: string;
  const freeRare = ctx.rare.filter((n) => !ctx.usedRare.has(n));
  if (freeRare.length > 0 && chance(r, 0.06)) {
    last = pick(r, freeRare);
    ctx.usedRare.add(last);
  } else last = pick(r, h.country === 'BE' ? LAST_BE : h.country === 'CH' ? LAST_CH : LAST_FR);
  const f = slugify(first).replace(/-/g, '');
  const l = slugify(last);
  const domain = pick(r, h.country === 'BE' ? MAIL_BE : h.country === 'CH' ? MAIL_CH : MAIL_FR);
  const local = pick(r, [
    `${f}.${l.replace(/-/g, '')}`,
    `${f}${l.replace(/-/g, '')}`,
    `${f.charAt(0)}${l.replace(/-/g, '')}`,
    `${f}.${l.replace(/-/g, '')}${int(r, 1, 99)}`,
    `${l.replace(/-/g, '')}.${f}`,
  ]);
  const linkedinSlug = pick(r, [
    `${f}-${l}`,
    `${f}-${l}-${int(r, 1000, 99999).toString(16)}`,
    `${f}${l.replace(/-/g, '')}`,
  ]);
  const fam = occDef(t.occ).family;
  const networks: Private['networks'] = [];
  if (['creative', 'product'].includes(fam) && chance(r, 0.5)) {
    const net = pick(r, ['Behance', 'Dribbble', 'Instagram']);
    const u = `${f}${l.replace(/-/g, '')}${pick(r, ['', '.design', '_studio', 'creates'])}`;
    const base =
      net === 'Behance'
        ? 'https://www.behance.net/'
        : net === 'Dribbble'
          ? 'https://dribbble.com/'
          : 'https://www.instagram.com/';
    networks.push({ network: net, username: u, url: base + u });
  }
  if (chance(r, 0.35)) {
    const u = `${f}${l.replace(/-/g, '')}`;
    networks.push({
      network: 'Malt',
      username: u,
      url: `https://www.malt.${h.country === 'BE' ? 'be' : h.country === 'CH' ? 'ch' : 'fr'}/profile/${u}`,
    });
  }
  const company = chance(r, 0.3)
    ? fill3(
        pick(r, ['Studio {L}', '{F} {L} Conseil', 'Atelier {L}', '{L} & Co', 'Maison {L}', '{L2} Communication']),
        first,
        last,
      )
    : null;
  const employers = sample(r, EMPLOYERS, int(r, 1, 3));
  let small: string | null = null;
  const freeSmall = ctx.small.filter((n) => !ctx.usedSmall.has(n));
  if (freeSmall.length > 0 && chance(r, 0.09)) {
    small = pick(r, freeSmall);
    ctx.usedSmall.add(small);
  }
  const schools = sample(r, SCHOOLS_BY_FAMILY[fam] ?? SCHOOLS_BY_FAMILY.growth ?? [], chance(r, 0.3) ? 2 : 1);
  const referees: Referee[] = [];
  const nRef = chance(r, 0.3) ? int(r, 1, 2) : 0;
  for (let i = 0; i < nRef; i++) {
    const g = chance(r, 0.5);
    referees.push({
      name: `${pick(r, g ? FIRST_F : FIRST_M)} ${pick(r, h.country === 'BE' ? LAST_BE : h.country === 'CH' ? LAST_CH : LAST_FR)}`,
      role: pick(r, t.cvLang === 'en' ? REFEREE_ROLES_EN : REFEREE_ROLES_FR),
      employer: pick(r, [...employers, ...(small ? [small] : [])]),
    });
  }
  const people: string[] = [];
  // People named in mission texts: only in the free text of the profiles that repeat private data.
  if (t.leaks && chance(r, 0.6)) people.push(`${pick(r, chance(r, 0.5) ? FIRST_F : FIRST_M)} ${pick(r, LAST_FR)}`);
  return {
    first,
    last,
    email: `${deaccent(local).toLowerCase()}@${domain}`,
    phone: phone(r, h.country),
    linkedinSlug,
    linkedinUrl: `https://www.linkedin.com/in/${linkedinSlug}`,
    networks,
    company,
    employers,
    small,
    schools,
    referees,
    people,
  };
}

function fill3(tpl: string, first: string, last: string): string {
  return tpl.replace('{F}', first).replace('{L2}', last.replace(/[\s-]/g, '')).replace('{L}', last);
}

export interface TruthOverrides {
  occ?: string;
  also?: string | null;
  gender?: 'f' | 'm';
  years?: number;
  declared?: Declared;
  skills?: string[];
  withoutSkills?: string[];
  sectors?: string[];
  certs?: string[];
  available?: boolean;
  freeFrom?: string | null;
  rate?: number | null;
  currency?: 'EUR' | 'CHF';
  remote?: Remote[];
  days?: string[];
  home?: string;
  areas?: AreaRef[];
  langs?: { lang: Lang; level: Level }[];
  cvLang?: 'fr' | 'en';
  noAccents?: boolean;
}

export function drawOcc(r: Rng): string {
  return weighted(r, Object.keys(OCCS), (k) => occDef(k).weight);
}

/** Draws a Truth; overrides (planted profiles) replace drawn values and keep the rest coherent. */
export function drawTruth(r: Rng, id: string, ctx: PrivateContext, o: TruthOverrides = {}): Truth {
  const occ = o.occ ?? drawOcc(r);
  const def = occDef(occ);
  const gender = o.gender ?? (chance(r, 0.56) ? 'f' : 'm');
  const years = o.years ?? drawYears(r, occ);
  const band = bandOf(years);
  let declared: Declared = DECLARED[band];
  const xd = r();
  if (xd < 0.1) declared = '';
  else if (xd < 0.18) {
    const i = BANDS.indexOf(band) + (chance(r, 0.5) ? 1 : -1);
    const b = BANDS[Math.max(0, Math.min(3, i))];
    if (b) declared = DECLARED[b];
  }
  if (o.declared !== undefined) declared = o.declared;
  const neighbours = [...def.close, ...def.related];
  const also = o.also !== undefined ? o.also : neighbours.length > 0 && chance(r, 0.15) ? pick(r, neighbours) : null;
  const [first, ...restCore] = def.core;
  let skills = uniq([
    first ?? '',
    ...sample(r, restCore, int(r, 1, restCore.length)),
    ...sample(r, def.opt, int(r, 1, Math.min(4, def.opt.length))),
  ]).filter(Boolean);
  if (also) skills = uniq([...skills, ...sample(r, occDef(also).core, 2)]);
  if (o.skills) skills = uniq([...o.skills, ...skills]);
  if (o.withoutSkills) skills = skills.filter((s) => !o.withoutSkills?.includes(s));
  let sectors = sample(r, def.sectors, int(r, 1, 3));
  if (o.sectors) sectors = uniq([...o.sectors, ...sectors]).slice(0, Math.max(o.sectors.length, 3));
  let certs: string[] = [];
  if (def.certs && chance(r, 0.3)) certs.push(pick(r, def.certs));
  if (chance(r, 0.04)) certs.push('toeic');
  if (o.certs) certs = uniq([...o.certs]);
  const home = o.home ?? drawHome(r);
  const h = city(home);
  const cvLang =
    o.cvLang ??
    (chance(
      r,
      h.region === 'BE:VLG' || h.key === 'zurich'
        ? 0.4
        : def.family === 'product' || def.family === 'tech'
          ? 0.18
          : 0.08,
    )
      ? 'en'
      : 'fr');
  const xa = r();
  let available = xa < 0.45;
  let freeFrom: string | null = available
    ? addDays(TODAY, -int(r, 0, 40))
    : xa < 0.87
      ? addDays(TODAY, int(r, 3, 150))
      : null;
  if (o.available !== undefined) {
    available = o.available;
    if (o.freeFrom === undefined)
      freeFrom = available ? addDays(TODAY, -int(r, 0, 20)) : addDays(TODAY, int(r, 20, 120));
  }
  if (o.freeFrom !== undefined) freeFrom = o.freeFrom;
  const currency: 'EUR' | 'CHF' = o.currency ?? (h.country === 'CH' ? 'CHF' : 'EUR');
  const mult = band === 'junior' ? 0.7 : band === 'confirme' ? 1 : band === 'senior' ? 1.2 : 1.4;
  let rate: number | null =
    Math.round(((def.rate[0] + r() * (def.rate[1] - def.rate[0])) * mult * (currency === 'CHF' ? 1.6 : 1)) / 10) * 10;
  if (chance(r, 0.12)) rate = null;
  if (o.rate !== undefined) rate = o.rate;
  const onsiteTrade = ['photographe', 'videaste', 'event', 'ugc-creator'].includes(occ);
  const remote =
    o.remote ??
    weighted<Remote[]>(
      r,
      [
        ['Hybride'],
        ['Full remote'],
        ['Sur site', 'Hybride'],
        ['Hybride', 'Full remote'],
        ['Sur site'],
        ['Sur site', 'Hybride', 'Full remote'],
      ],
      (c) =>
        onsiteTrade
          ? c.includes('Sur site')
            ? 3
            : 0.5
          : c.length === 1 && c[0] === 'Sur site'
            ? 0.5
            : c.includes('Full remote') && c.length === 1
              ? 1
              : 1.5,
    );
  const days =
    o.days ??
    weighted(
      r,
      [['5'], ['4', '5'], ['3', '4', '5'], ['2', '3'], ['1', '2', '3'], ['3', '4'], ['2']],
      (_c) => 1 + (_c.length === 1 && _c[0] === '5' ? 3 : 0),
    );
  const durations = sample<Duration>(r, ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], int(r, 1, 3));
  const areas = o.areas ?? drawAreas(r, home);
  let langs = drawLangs(r, home, occ, cvLang);
  if (o.langs) {
    const keep = langs.filter((l) => !o.langs?.some((x) => x.lang === l.lang));
    langs = [...o.langs, ...keep];
  }
  const noAccents = o.noAccents ?? (cvLang === 'fr' && chance(r, 0.08));
  const inclusive = !!def.incl && cvLang === 'fr' && chance(r, 0.12);
  const leaks = chance(r, 0.25);
  const partial = { gender, home, occ, cvLang, leaks };
  return {
    id,
    occ,
    also,
    gender,
    years,
    band,
    declared,
    skills,
    sectors,
    certs,
    available,
    freeFrom,
    rate,
    currency,
    remote: [...remote],
    days: [...days],
    durations,
    home,
    areas,
    langs,
    cvLang,
    noAccents,
    inclusive,
    openToCdi: chance(r, 0.2),
    vehicle: chance(r, h.country === 'FR' && h.weight <= 3 ? 0.8 : 0.45),
    priv: drawPrivate(r, partial, ctx),
    leaks,
  };
}

export function levelAtLeast(l: Level, min: Level): boolean {
  return LEVELS.indexOf(l) >= LEVELS.indexOf(min);
}

export function langLevel(t: Truth, lang: Lang): Level | null {
  return t.langs.find((l) => l.lang === lang)?.level ?? null;
}

export { localUnit };
