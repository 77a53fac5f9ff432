// Grading conventions of set-23, written once and used by every query. Judges read the Truth only, never the text.
//
// 3 exactly what was asked; 2 a strong match with a small difference; 1 related; 0 not relevant.
// A grade starts from the occupation (ok 3, near 2, related 1, else 0). Every constraint then says ok, near or fail:
// each near takes one point off (never below 1); a fail caps the grade at 1 (at 0 when the occupation was only
// related). An exclusion the recruiter typed (-word) that the profile carries makes it 0.
import { CITIES, DEPTS } from './areas';
import { TODAY, type Lang, type Level, type Truth } from './corpus';
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';

export type G = 0 | 1 | 2 | 3;
export type V = 'ok' | 'near' | 'fail';

// ------------------------------------------------------------------------------------------------ occupation bases
export interface Base {
  ok: string[];
  near?: string[];
  rel?: string[];
}
export function occGrade(t: Truth, b: Base): G {
  if (b.ok.includes(t.occ)) return 3;
  if (b.near?.includes(t.occ)) return 2;
  if (b.rel?.includes(t.occ)) return 1;
  return 0;
}

/** The occupations and their neighbours, as a recruiter of this firm sees them. */
export const B = {
  cdg: { ok: ['cdg', 'cdg-ind'], near: ['fpa'], rel: ['chef-compta', 'raf', 'ci', 'conso', 'bi', 'epm', 'audit'] },
  daf: { ok: ['daf'], near: ['raf'], rel: ['fpa', 'chef-compta', 'conso', 'treso', 'cdg', 'cdg-ind'] },
  raf: { ok: ['raf'], near: ['daf', 'chef-compta'], rel: ['comptable', 'cdg', 'fpa'] },
  fpa: { ok: ['fpa'], near: ['cdg'], rel: ['daf', 'cdg-ind', 'raf', 'epm', 'bi'] },
  conso: { ok: ['conso'], near: ['chef-compta'], rel: ['daf', 'audit', 'epm', 'fpa', 'fisc'] },
  treso: { ok: ['treso'], rel: ['credit', 'daf', 'raf', 'fpa'] },
  chefCompta: { ok: ['chef-compta'], near: ['raf'], rel: ['comptable', 'conso', 'cdg', 'daf'] },
  comptable: { ok: ['comptable'], near: ['chef-compta'], rel: ['raf', 'credit', 'paie'] },
  audit: { ok: ['audit'], near: ['ci'], rel: ['compliance', 'conso', 'chef-compta'] },
  drh: { ok: ['drh'], near: ['rrh'], rel: ['hrbp', 'rel-soc', 'cb'] },
  rrh: { ok: ['rrh'], near: ['hrbp', 'drh'], rel: ['rel-soc', 'recrut', 'formation', 'paie-resp', 'cb'] },
  hrbp: { ok: ['hrbp'], near: ['rrh'], rel: ['drh', 'rel-soc', 'recrut', 'formation', 'cb'] },
  paieResp: { ok: ['paie-resp'], near: ['paie'], rel: ['cb', 'rrh', 'sirh'] },
  paie: { ok: ['paie'], near: ['paie-resp'], rel: ['cb', 'rrh', 'sirh'] },
  recrut: { ok: ['recrut'], rel: ['rrh', 'hrbp', 'formation'] },
  cb: { ok: ['cb'], near: ['paie-resp'], rel: ['rrh', 'drh', 'hrbp', 'paie'] },
  juristes: {
    ok: ['juriste-aff', 'juriste-corp', 'juriste-soc'],
    near: ['dir-jur', 'contract-mgr'],
    rel: ['dpo', 'compliance'],
  },
  juristeSoc: { ok: ['juriste-soc'], near: ['rel-soc'], rel: ['rrh', 'juriste-aff', 'drh', 'dir-jur', 'juriste-corp'] },
  dpo: { ok: ['dpo'], near: ['compliance'], rel: ['juriste-aff', 'juriste-corp', 'dir-jur'] },
  compliance: { ok: ['compliance'], near: ['dpo'], rel: ['audit', 'ci', 'juriste-aff', 'dir-jur'] },
  acheteur: { ok: ['acheteur'], near: ['category', 'dir-achats'], rel: ['appro', 'sqe'] },
  category: { ok: ['category'], near: ['acheteur', 'dir-achats'], rel: ['appro'] },
  scm: {
    ok: ['scm'],
    near: ['logistique', 'supply-plan', 'demand'],
    rel: ['appro', 'entrepot', 'transport', 'dir-achats', 'sap-mm', 'ordo', 'adv'],
  },
  demand: { ok: ['demand'], near: ['supply-plan'], rel: ['appro', 'scm', 'ordo'] },
  supplyPlan: { ok: ['supply-plan'], near: ['demand'], rel: ['appro', 'scm', 'ordo'] },
  logistique: { ok: ['logistique'], near: ['entrepot', 'scm'], rel: ['transport', 'supply-plan'] },
  entrepot: { ok: ['entrepot'], near: ['logistique'], rel: ['transport', 'scm'] },
  adv: { ok: ['adv'], rel: ['credit', 'logistique', 'kam', 'ordo'] },
  dirUsine: { ok: ['dir-usine'], near: ['dir-indus', 'prod'], rel: ['lean', 'maintenance', 'methodes'] },
  dirIndus: { ok: ['dir-indus', 'dir-usine'], near: ['prod'], rel: ['lean', 'scm'] },
  lean: { ok: ['lean'], rel: ['methodes', 'prod', 'qualite', 'dir-usine', 'process'] },
  maintenance: { ok: ['maintenance'], rel: ['methodes', 'dir-usine', 'prod', 'energy'] },
  qualite: { ok: ['qualite'], near: ['sqe'], rel: ['hse', 'lean', 'methodes'] },
  hse: { ok: ['hse'], rel: ['qualite', 'energy'] },
  sqe: { ok: ['sqe'], near: ['qualite'], rel: ['acheteur', 'methodes'] },
  methodes: { ok: ['methodes'], near: ['process'], rel: ['lean', 'prod', 'ordo'] },
  conducteur: { ok: ['conducteur'], near: ['dir-travaux', 'ing-travaux'], rel: ['opc', 'eco'] },
  eco: { ok: ['eco'], rel: ['opc', 'conducteur', 'ing-travaux'] },
  opc: { ok: ['opc'], near: ['ing-travaux'], rel: ['conducteur', 'dir-travaux', 'bim'] },
  energy: { ok: ['energy'], rel: ['enr', 'hse', 'maintenance'] },
  enr: { ok: ['enr'], rel: ['energy', 'ing-travaux'] },
  kam: { ok: ['kam'], near: ['dir-co', 'bizdev'], rel: ['marketing', 'adv'] },
} satisfies Record<string, Base>;

// ------------------------------------------------------------------------------------------------ place
/** A zone: a country, a region (or canton) of it, or a department (or Belgian province). */
export interface Zone {
  c: string;
  r?: string;
  d?: string;
}
export interface PlaceNeed {
  ok: Zone[];
  near?: Zone[];
}
type Hit = 'in' | 'country' | 'no';
function hit(a: WorkArea, z: Zone): Hit {
  if (a.countryCode !== z.c) return 'no';
  if (a.type === 'pays') return z.r || z.d ? 'country' : 'in';
  if (z.r && a.regionCode !== z.r) return 'no';
  if (z.d && a.type !== 'region' && a.departmentCode !== z.d) return 'no';
  return 'in';
}
/**
 * ok: home or a work area in an ok zone (a region-wide area covers its departments). near: the same in a near zone,
 * or a country-wide mobility covering an ok zone. Else fail.
 */
export function placeV(t: Truth, p: PlaceNeed): V {
  const spots = [CITIES[t.home]!, ...t.areas];
  let near = false;
  for (const a of spots)
    for (const z of p.ok) {
      const h = hit(a, z);
      if (h === 'in') return 'ok';
      if (h === 'country') near = true;
    }
  for (const a of spots) for (const z of p.near ?? []) if (hit(a, z) === 'in' && a.type !== 'pays') near = true;
  return near ? 'near' : 'fail';
}
export const dz = (code: string): Zone => {
  const d = DEPTS[code];
  if (!d) throw new Error(`dept ${code}`);
  return { c: d.countryCode!, r: d.regionCode!, d: code };
};
export const P = {
  /** A French department: ok in it, near in its region. */
  dept: (code: string): PlaceNeed => {
    const z = dz(code);
    return { ok: [z], near: [{ c: z.c, r: z.r! }] };
  },
  /** Several departments (a city and its suburbs, a former region); near: the listed regions. */
  depts: (codes: string[], nearRegions: string[] = []): PlaceNeed => ({
    ok: codes.map(dz),
    near: nearRegions.map((r) => ({ c: 'FR', r })),
  }),
  region: (c: string, r: string, near: Zone[] = []): PlaceNeed => ({ ok: [{ c, r }], near }),
  country: (c: string, near: Zone[] = []): PlaceNeed => ({ ok: [{ c }], near }),
  idf: (): PlaceNeed => ({ ok: [{ c: 'FR', r: '11' }] }),
};

// ------------------------------------------------------------------------------------------------ other attributes
export interface Years {
  min?: number;
  max?: number;
  /** Years below min still near (default 2). */
  below?: number;
  /** Years above max still near (default 2). */
  above?: number;
}
export const Y = {
  junior: { max: 2, above: 2 } as Years,
  confirme: { min: 3, max: 6, below: 1, above: 2 } as Years,
  senior: { min: 7, below: 2 } as Years,
  expert: { min: 10, below: 2 } as Years,
  atLeast: (n: number, below = 2): Years => ({ min: n, below }),
  range: (a: number, b: number): Years => ({ min: a, max: b, below: 1, above: 2 }),
};
export function yearsV(t: Truth, y: Years): V {
  const lo = y.min ?? 0;
  const hi = y.max ?? 99;
  if (t.years >= lo && t.years <= hi) return 'ok';
  if (t.years < lo && t.years >= lo - (y.below ?? 2)) return 'near';
  if (t.years > hi && t.years <= hi + (y.above ?? 2)) return 'near';
  return 'fail';
}
function addDays(iso: string, d: number): string {
  return new Date(new Date(iso + 'T00:00:00Z').getTime() + d * 86400000).toISOString().slice(0, 10);
}
/** Free by `by` ok; by `nearBy` near. "disponible" = free within two weeks, near within six. */
export const NOW: [string, string] = [addDays(TODAY, 14), addDays(TODAY, 45)];
export function availV(t: Truth, [by, nearBy]: [string, string]): V {
  if (t.freeFrom <= by) return 'ok';
  if (t.freeFrom <= nearBy) return 'near';
  return 'fail';
}
const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'N'];
/** Level at least min ok, one step below near. "courant" = C1, "professionnel" = B2. */
export function langV(t: Truth, l: Lang, min: Level): V {
  const have = t.langs[l];
  if (!have) return 'fail';
  const d = LEVELS.indexOf(have) - LEVELS.indexOf(min);
  return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
}
/** Full remote asked: Full remote ok, Hybride near, on site only fail. */
export function fullRemoteV(t: Truth): V {
  if (t.remote.includes('Full remote')) return 'ok';
  return t.remote.includes('Hybride') ? 'near' : 'fail';
}
/** Mostly remote asked: Hybride or Full remote ok, on site only near. */
export function remoteOkV(t: Truth): V {
  return t.remote.includes('Full remote') || t.remote.includes('Hybride') ? 'ok' : 'near';
}
/** Part time asked (at most `max` days a week): ok if a day count at most max is accepted, max+1 near. */
export function daysV(t: Truth, max: number): V {
  const ds = t.days.map(Number);
  if (ds.some((d) => d <= max)) return 'ok';
  if (ds.some((d) => d === max + 1)) return 'near';
  return 'fail';
}
/** Day-rate ceiling: ok under it, within 10 % near, unknown rate near. */
export function rateV(t: Truth, max: number): V {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  return t.rate <= max * 1.1 ? 'near' : 'fail';
}
export const SAP = (tool: string): boolean => tool.startsWith('SAP') || tool === 'S/4HANA';
/** Tools: one of ok present ok, one of near present near, else fail (or near when soft). */
export function toolV(t: Truth, ok: (x: string) => boolean, near?: (x: string) => boolean, soft = false): V {
  if (t.tools.some(ok)) return 'ok';
  if (near && t.tools.some(near)) return 'near';
  return soft ? 'near' : 'fail';
}
export const is =
  (...xs: string[]) =>
  (x: string): boolean =>
    xs.includes(x);
export function skillV(t: Truth, ok: string[], near: string[] = [], soft = true): V {
  if (t.skills.some((s) => ok.includes(s))) return 'ok';
  if (t.skills.some((s) => near.includes(s))) return 'near';
  return soft ? 'near' : 'fail';
}
export function certV(t: Truth, ok: string[], soft = false): V {
  return t.certs.some((c) => ok.includes(c)) ? 'ok' : soft ? 'near' : 'fail';
}
/** Sector wishes are soft: another sector is near. */
export function sectorV(t: Truth, ok: string[]): V {
  return t.sectors.some((s) => ok.includes(s)) ? 'ok' : 'near';
}
export const INDUSTRY = [
  'automobile',
  'aéronautique',
  'agroalimentaire',
  'pharmaceutique',
  'chimie',
  'métallurgie',
  'plasturgie',
  'ferroviaire',
  'cosmétique',
  'énergie',
];
/** Interim management asked: done before ok; not done but 10+ years near (could lead); else fail. */
export function interimV(t: Truth): V {
  if (t.interim) return 'ok';
  return t.years >= 10 ? 'near' : 'fail';
}
/** Mission length wish is soft: a matching accepted length ok, none near. */
export function durationV(t: Truth, wanted: string[]): V {
  return t.durations.some((d) => wanted.includes(d)) || t.durations.length === 0 ? 'ok' : 'near';
}

export function combine(base: G, vs: V[]): G {
  if (base === 0) return 0;
  let g: number = base;
  for (const v of vs) if (v === 'near') g = Math.max(1, g - 1);
  if (vs.includes('fail')) g = base <= 1 ? 0 : Math.min(g, 1);
  return g as G;
}

// ------------------------------------------------------------------------------------------------ the builder
export interface Need {
  base: Base | ((t: Truth) => G);
  place?: PlaceNeed;
  years?: Years;
  avail?: [string, string];
  interim?: boolean;
  exclude?: (t: Truth) => boolean;
  /** Further constraints. */
  and?: ((t: Truth) => V)[];
}
export function judge(n: Need): (t: Truth) => G {
  return (t) => {
    if (n.exclude?.(t)) return 0;
    const base = typeof n.base === 'function' ? n.base(t) : occGrade(t, n.base);
    const vs: V[] = [];
    if (n.place) vs.push(placeV(t, n.place));
    if (n.years) vs.push(yearsV(t, n.years));
    if (n.avail) vs.push(availV(t, n.avail));
    if (n.interim) vs.push(interimV(t));
    for (const f of n.and ?? []) vs.push(f(t));
    return combine(base, vs);
  };
}
