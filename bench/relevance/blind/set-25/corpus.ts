/* The blind-25 corpus: 720 freelance IT consultants (infrastructure, cloud, security, ERP, project roles). */
import { drawTruth, resetDraw } from './draw';
import { PLANTS, type Plant } from './plants';
import { writeProfile } from './text';
import { OCC, SENIORITY_OF, TODAY, addDays, mulberry32, type Truth } from './truth';

export type { Truth } from './truth';

export const POOL_SIZE = 720;

/** Where the planted profiles go: spread at random through the pool (a separate seed). */
function plantSlots(): Map<number, Plant> {
  const rng = mulberry32(0x9a7e25);
  const slots = new Set<number>();
  while (slots.size < PLANTS.length) slots.add(Math.floor(rng() * POOL_SIZE));
  const sorted = [...slots].sort((a, b) => a - b);
  return new Map(sorted.map((s, i) => [s, PLANTS[i]!]));
}

function applyPlant(t: Truth, p: Plant): Truth {
  const o = OCC[p.occ]!;
  const out: Truth = { ...t, occ: p.occ, fam: o.fam };
  if (p.years !== undefined) out.declared = SENIORITY_OF[out.band];
  if (p.areas !== undefined) out.areas = p.areas;
  if (p.available !== undefined) {
    out.available = p.available;
    out.freeFrom = p.freeFrom ?? (p.available ? TODAY : addDays(TODAY, 60));
  } else if (p.freeFrom !== undefined) {
    out.available = false;
    out.freeFrom = p.freeFrom;
  }
  if (p.remote !== undefined) out.remote = p.remote;
  if (p.days !== undefined) out.days = p.days;
  if (p.rate !== undefined) out.rate = p.rate;
  if (p.cvLang !== undefined) out.cvLang = p.cvLang;
  if (p.langs !== undefined) {
    const langs = out.languages.filter((l) => !(l.lang in p.langs!));
    for (const [lang, level] of Object.entries(p.langs))
      langs.push({ lang: lang as Truth['languages'][number]['lang'], level: level! });
    out.languages = langs;
  }
  if (p.certs !== undefined) out.certs = [...new Set([...out.certs, ...p.certs])];
  if (p.skills !== undefined) out.skills = [...new Set([...out.skills, ...p.skills])];
  if (p.noSkills !== undefined) out.skills = out.skills.filter((s) => !p.noSkills!.includes(s));
  if (p.sectors !== undefined) out.sectors = p.sectors;
  return out;
}

export interface Entry {
  profile: unknown;
  truth: Truth;
  /** The private values as the profile writes them (for the identity probes). */
  privateStrings: string[];
}

export function corpus(): Entry[] {
  resetDraw();
  const rng = mulberry32(0x25b25);
  const slots = plantSlots();
  const out: Entry[] = [];
  for (let i = 0; i < POOL_SIZE; i++) {
    const plant = slots.get(i);
    let truth = drawTruth(rng, i, plant ? { occ: plant.occ, home: plant.home, years: plant.years } : {});
    if (plant) truth = applyPlant(truth, plant);
    const { profile, privateStrings } = writeProfile(rng, truth);
    out.push({ profile, truth, privateStrings });
  }
  return out;
}
