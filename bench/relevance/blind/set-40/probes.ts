/**
 * Identity probes: searches for private data (names, e-mails and their local parts, phones, LinkedIn slugs, small
 * employers, schools, referees, rare surnames). A probe is kept only when its value belongs to one profile of the pool
 * and none of its words occurs in the owner's non-private text (title, summary, mission positions and texts, skills,
 * certificates, diplomas, languages, location, professions, availability, rate).
 */
import type { corpus } from './corpus';
import { LAST_RARE } from './people';
import { stripAccents } from './rng';

type Entry = ReturnType<typeof corpus>[number];
export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

const norm = (s: string): string => stripAccents(s).toLowerCase();
const RARE = new Set(LAST_RARE.map(norm));
const tokens = (s: string): string[] =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
const digits = (s: string): string => s.replace(/\D/g, '');

interface R {
  basics: { label: string; summary: string; location?: { city: string; region: string; postalCode: string } };
  work: { position: string; summary: string }[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string; issuer: string }[];
  education: { area: string; studyType: string }[];
  languages: { language: string; fluency: string }[];
  meta: { freelance: { professions: string[]; availabilityDate: string; rate: string } };
}

function publicText(e: Entry): string {
  const p = e.profile as R;
  return [
    p.basics.label,
    p.basics.summary,
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    p.basics.location?.postalCode ?? '',
    ...p.work.flatMap((w) => [w.position, w.summary]),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...p.certificates.flatMap((c) => [c.name, c.issuer]),
    ...p.education.flatMap((d) => [d.area, d.studyType]),
    ...p.languages.flatMap((l) => [l.language, l.fluency]),
    ...p.meta.freelance.professions,
    p.meta.freelance.availabilityDate,
    p.meta.freelance.rate,
  ].join(' \n ');
}

interface Candidate {
  kind: string;
  value: string;
  /** The words checked against the owner's public text (defaults to the value's tokens). */
  words?: string[];
  /** The uniqueness key across the pool. */
  key: string;
}

function candidates(e: Entry): Candidate[] {
  const p = e.truth.priv;
  const out: Candidate[] = [];
  const full = `${p.first} ${p.last}`;
  out.push({ kind: 'full name', value: full, key: `name:${norm(full)}` });
  out.push({ kind: 'e-mail', value: p.email, words: tokens(p.email.split('@')[0]!), key: `mail:${p.email}` });
  const local = p.email.split('@')[0]!;
  out.push({ kind: 'e-mail local part', value: local, key: `mail:${p.email}` });
  out.push({ kind: 'phone', value: p.phone, words: [digits(p.phone)], key: `phone:${digits(p.phone)}` });
  out.push({ kind: 'linkedin slug', value: p.linkedin, key: `slug:${p.linkedin}` });
  for (const emp of p.employers)
    if (emp.small) out.push({ kind: 'small employer', value: emp.name, key: `emp:${norm(emp.name)}` });
  for (const s of p.schools) out.push({ kind: 'school', value: s.replace(/,.*$/, ''), key: `school:${norm(s)}` });
  for (const ref of p.referees) out.push({ kind: 'referee', value: ref.name, key: `ref:${norm(ref.name)}` });
  out.push({ kind: 'rare surname', value: p.last, key: `last:${norm(p.last)}` });
  return out;
}

const QUOTA: Record<string, number> = {
  'full name': 14,
  'e-mail': 11,
  'e-mail local part': 10,
  phone: 12,
  'linkedin slug': 10,
  'small employer': 12,
  school: 8,
  referee: 10,
  'rare surname': 8,
};

export function identityProbes(c: ReturnType<typeof corpus>): Probe[] {
  // How many profiles hold each private value (a probe must point at one owner).
  const freq = new Map<string, number>();
  for (const e of c) for (const k of new Set(candidates(e).map((x) => x.key))) freq.set(k, (freq.get(k) ?? 0) + 1);
  // Surnames that are also ordinary words or shared are not "rare".
  const lastFreq = new Map<string, number>();
  for (const e of c) lastFreq.set(norm(e.truth.priv.last), (lastFreq.get(norm(e.truth.priv.last)) ?? 0) + 1);

  const taken: Record<string, number> = {};
  const probes: Probe[] = [];
  const sorted = [...c].sort((a, b) => a.truth.id.localeCompare(b.truth.id));
  // Several passes with a stride, so probes spread over the whole pool.
  for (const stride of [7, 5, 3, 2, 1]) {
    for (let i = 0; i < sorted.length; i += stride) {
      const e = sorted[i]!;
      const pub = publicText(e);
      const pubTokens = new Set(tokens(pub));
      const pubDigits = digits(pub);
      for (const cand of candidates(e)) {
        if ((taken[cand.kind] ?? 0) >= (QUOTA[cand.kind] ?? 0)) continue;
        if (freq.get(cand.key) !== 1) continue;
        if (
          cand.kind === 'rare surname' &&
          (!RARE.has(norm(cand.value)) || (lastFreq.get(norm(cand.value)) ?? 0) !== 1)
        )
          continue;
        const words = cand.words ?? tokens(cand.value);
        const leaks = cand.kind === 'phone' ? pubDigits.includes(words[0]!) : words.some((w) => pubTokens.has(w));
        if (leaks) continue;
        if (probes.some((p) => p.ownerId === e.truth.id && p.what === cand.kind)) continue;
        const glued = digits(cand.value).replace(/^33(\d{9})$/, '0$1');
        const keywords = cand.kind === 'phone' && (taken.phone ?? 0) % 2 === 1 ? glued : cand.value;
        probes.push({ keywords, ownerId: e.truth.id, what: cand.kind });
        taken[cand.kind] = (taken[cand.kind] ?? 0) + 1;
        break;
      }
    }
  }
  return probes;
}
