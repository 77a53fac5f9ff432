/**
 * The corpus of set 41: about 700 profiles of independent engineers and technicians for industry, with about 15 %
 * neighbouring trades as hard negatives. Deterministic: one seeded PRNG draws every Truth; each profile's text is
 * written from its Truth by writer.ts with a PRNG seeded by its id.
 */
import { drawTruth, Registry, SENIORITY_LABEL } from './draw';
import { OCCUPATIONS } from './occupations';
import type { Plant } from './plant-types';
import { PLANTS } from './plants';
import { mulberry32, type Rng } from './rng';
import { TODAY, addDays, bandOf, type Truth } from './truth';
import { writeProfile } from './writer';

export type { Truth } from './truth';

const SEED = 0x41b41;
/** Drawn profiles of the industrial pool and of the neighbouring trades (plants come on top). */
const POOL = 562;
const NEIGHBOURS = 106;

function applyPlant(rng: Rng, reg: Registry, id: string, p: Plant): Truth {
  const t = drawTruth(rng, reg, id, p.occ, { cvLang: p.cvLang, origin: p.origin, gender: p.gender });
  const set = p.set ?? {};
  Object.assign(t, set);
  if (set.years !== undefined) {
    t.band = set.band ?? bandOf(set.years);
    if (set.declaredSeniority === undefined) t.declaredSeniority = SENIORITY_LABEL[t.band];
  }
  if (set.available !== undefined && set.availableFrom === undefined)
    t.availableFrom = set.available ? addDays(TODAY, -3) : addDays(TODAY, 75);
  if (p.dropSkills) t.skills = t.skills.filter((s) => !p.dropSkills!.includes(s));
  for (const s of p.addSkills ?? []) if (!t.skills.includes(s)) t.skills.push(s);
  if (p.dropCerts) t.certs = t.certs.filter((c) => !p.dropCerts!.includes(c));
  for (const c of p.addCerts ?? []) if (!t.certs.includes(c)) t.certs.push(c);
  return t;
}

/** How many drawn profiles each occupation gets: proportional to its weight, at least one. */
function allocate(total: number, neighbour: boolean): string[] {
  const occs = OCCUPATIONS.filter((o) => (o.neighbour === true) === neighbour);
  const w = occs.reduce((s, o) => s + o.weight, 0);
  const out: string[] = [];
  let acc = 0;
  for (const o of occs) {
    acc += (o.weight * total) / w;
    while (out.length < Math.round(acc)) out.push(o.key);
  }
  return out;
}

let cache: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const rng = mulberry32(SEED);
  const slots: ({ occ: string } | { plant: Plant })[] = [
    ...allocate(POOL, false).map((occ) => ({ occ })),
    ...allocate(NEIGHBOURS, true).map((occ) => ({ occ })),
    ...PLANTS.map((plant) => ({ plant })),
  ];
  // Shuffle so that ids say nothing about occupations or planting.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  const reg = new Registry();
  const truths = slots.map((slot, i) => {
    const id = `b41-${String(i + 1).padStart(4, '0')}`;
    return 'plant' in slot ? applyPlant(rng, reg, id, slot.plant) : drawTruth(rng, reg, id, slot.occ);
  });
  cache = truths.map((truth) => ({ profile: writeProfile(truth, 'full').profile, truth }));
  return cache;
}
