// Set 18 (blind): shared types and the seeded PRNG. Written from scratch for this set.

export type Family = 'finance' | 'rh' | 'juridique' | 'industrie' | 'supply' | 'marketing' | 'it';

export type Occ =
  // finance
  | 'cdg'
  | 'daf'
  | 'raf'
  | 'comptable'
  | 'chef_comptable'
  | 'tresorier'
  | 'auditeur'
  | 'consolidation'
  | 'credit_manager'
  // RH
  | 'rrh'
  | 'drh'
  | 'hrbp'
  | 'recruteur'
  | 'ta'
  | 'paie'
  | 'formation'
  // juridique
  | 'juriste_affaires'
  | 'juriste_social'
  | 'compliance'
  | 'dpo'
  | 'paralegal'
  | 'contract_manager'
  // industrie
  | 'methodes'
  | 'qualite'
  | 'maintenance'
  | 'cp_indus'
  | 'process'
  | 'amelioration'
  | 'hse'
  | 'automaticien'
  | 'calcul'
  | 'dessinateur'
  | 'conception'
  // supply chain & achats
  | 'acheteur'
  | 'scm'
  | 'appro'
  | 'logistique'
  | 'demand_planner'
  | 'adv'
  // marketing / communication (near misses)
  | 'cp_marketing'
  | 'communication'
  | 'chef_produit'
  | 'marketing_digital'
  | 'marque_employeur'
  // IT (near misses)
  | 'sap_fico'
  | 'sap_mm'
  | 'sirh'
  | 'pmo'
  | 'data_analyst'
  | 'rssi'
  | 'epm';

export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Seniority = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Level = 'natif' | 'C2' | 'C1' | 'B2' | 'B1' | 'A2';
export type LangKey = 'fr' | 'en' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';

export interface Home {
  city: string;
  zip: string;
  dept: string; // '' outside FR/BE
  region: string; // region code (FR numeric, CH canton, BE region code, LU canton)
  country: string; // ISO code
}

export interface AreaRef {
  type: 'ville' | 'departement' | 'region' | 'pays';
  city?: string;
  dept?: string;
  region?: string;
  country: string;
}

/** What the freelancer truly is. Judgments read this only. */
export interface Truth {
  id: string;
  occ: Occ;
  family: Family;
  /** specialty inside the occupation (e.g. cdg: industriel | corporate | commercial | social). */
  variant: string;
  gender: 'F' | 'M';
  /** language the profile is written in */
  lang: 'fr' | 'en';
  skills: string[]; // skill keys (see catalog SKILLS)
  sectors: string[]; // sector keys (see catalog SECTORS)
  years: number; // years of professional experience in the trade family
  seniority: Seniority; // declared (may be empty)
  remote: Remote[];
  available: boolean; // declared
  availFrom: string; // YYYY-MM-DD, the day the freelancer can start
  rateMin: number | null; // € per day, null when the profile says negotiable / nothing
  rateMax: number | null;
  days: string[]; // days a week accepted
  durations: Duration[];
  home: Home;
  /** declared work areas (same content as meta.freelance.preferences.workAreas, as codes) */
  areas: AreaRef[];
  languages: { lang: LangKey; level: Level }[];
  openToCdi: boolean;
  vehicle: boolean;
}

// ---------- PRNG (mulberry32) ----------
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)]!;
  }
  weighted<T>(a: readonly (readonly [T, number])[]): T {
    const tot = a.reduce((s, x) => s + x[1], 0);
    let r = this.next() * tot;
    for (const [v, w] of a) {
      r -= w;
      if (r < 0) return v;
    }
    return a[a.length - 1]![0];
  }
  shuffle<T>(a: readonly T[]): T[] {
    const b = [...a];
    for (let i = b.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [b[i], b[j]] = [b[j]!, b[i]!];
    }
    return b;
  }
  sample<T>(a: readonly T[], n: number): T[] {
    return this.shuffle(a).slice(0, Math.max(0, Math.min(n, a.length)));
  }
}

export const TODAY = '2026-11-29';
