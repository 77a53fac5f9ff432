/**
 * Identity probes: searches for private data. Each value is found in exactly one profile of the corpus, and values
 * whose words also occur in the owner's non-private text are left out.
 */
import type { corpus } from './corpus';
import { stripAccents } from './rng';

type Corpus = ReturnType<typeof corpus>;
type Row = Corpus[number];

const STOP = new Set([
  'de',
  'du',
  'la',
  'le',
  'les',
  'des',
  'et',
  'dr',
  'mme',
  'd',
  'l',
  'en',
  'au',
  'aux',
  'com',
  'fr',
  'www',
  'https',
  'in',
]);

function norm(s: string): string {
  return stripAccents(s).toLowerCase();
}

function words(s: string): string[] {
  return norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
}

interface Res {
  basics: { label: string; summary: string };
  work: { position: string; summary: string }[];
  education: { area: string; studyType: string }[];
  certificates: { name: string; issuer: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
}

function privateValues(r: Row): string[] {
  const p = r.truth.private;
  return [
    `${p.first} ${p.last}`,
    p.first,
    p.last,
    p.email,
    p.phone,
    p.linkedin,
    ...p.employers,
    ...p.schools,
    ...p.referees,
    ...p.named,
  ].filter((v) => v.length > 0);
}

/** the owner's text with every private value taken out */
function nonPrivateWords(r: Row): Set<string> {
  const x = r.profile as Res;
  let text = [
    x.basics.label,
    x.basics.summary,
    ...x.work.flatMap((w) => [w.position, w.summary]),
    ...x.education.flatMap((e) => [e.area, e.studyType]),
    ...x.certificates.flatMap((c) => [c.name, c.issuer]),
    ...x.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...x.languages.flatMap((l) => [l.language, l.fluency]),
  ].join(' \n ');
  const vals = privateValues(r).sort((a, b) => b.length - a.length);
  for (const v of vals) text = text.split(v).join(' ');
  return new Set(words(text));
}

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  const blobs = c.map((r) => norm(JSON.stringify(r.profile)));
  const occurrences = (v: string): number => {
    const n = norm(v);
    let k = 0;
    for (const b of blobs) if (b.includes(n)) k++;
    return k;
  };
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const seen = new Set<string>();
  const quotas: Record<string, number> = {
    'full name': 18,
    'personal e-mail': 8,
    'e-mail local part': 8,
    phone: 10,
    'LinkedIn slug': 10,
    'small employer': 10,
    school: 10,
    referee: 10,
    'person named in a mission text': 5,
    'rare surname': 8,
  };
  const count: Record<string, number> = {};
  const RARE =
    /^(Kerjean|Le Goff|Quéméneur|Le Bihan|Guivarc’h|Morvan|Tanguy|Riou|Kerhervé|Le Moal|Santoni|Paoli|Casanova|Filippi|Mattei|Etcheverry|Iriarte|Harispe|Oyharçabal|Elissalde|Schwartzenberger|Wurtz|Haegelin|Zimmermann|Ostermann|Bouchardeau|Vaissière|Chabrerie|Lachaumette|Peyrelongue|Tréguier|Fauvel|Delaunay-Brisset|Marchetti|Vuillemin|Jacquemod|Bourdarias|Chastagnol|Malaval|Roumégoux)$/;
  // walk the corpus with a stride so probes spread over the pool
  const order = c.map((_, i) => (i * 37) % c.length);
  for (const i of order) {
    const r = c[i]!;
    const p = r.truth.private;
    const own = nonPrivateWords(r);
    const cands: [string, string][] = [
      ['full name', `${p.first} ${p.last}`],
      ['personal e-mail', p.email],
      ['e-mail local part', p.email.split('@')[0] ?? ''],
      ['phone', p.phone],
      ['LinkedIn slug', p.linkedin.replace(/^.*\/in\//, '')],
      ...p.employers.map((e): [string, string] => ['small employer', e]),
      ...p.schools.map((s): [string, string] => ['school', s]),
      ...p.referees.map((s): [string, string] => ['referee', s]),
      ...p.named.map((s): [string, string] => ['person named in a mission text', s]),
      ['rare surname', RARE.test(p.last) ? p.last : ''],
    ];
    for (const [what, value] of cands) {
      if (!value || seen.has(norm(value))) continue;
      if ((count[what] ?? 0) >= (quotas[what] ?? 0)) continue;
      if (words(value).some((w) => own.has(w))) continue;
      if (occurrences(value) !== 1) continue;
      seen.add(norm(value));
      count[what] = (count[what] ?? 0) + 1;
      out.push({ keywords: value, ownerId: r.truth.id, what });
      break; // at most one probe per profile
    }
  }
  return out;
}
