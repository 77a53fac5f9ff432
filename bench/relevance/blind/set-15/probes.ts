/**
 * Set 15 identity probes: searches made of a profile's private data (full name, surname, e-mail, its local part,
 * phone, LinkedIn slug, employer, school, referee). A probe is kept only when its string occurs in no other profile and
 * none of its words occurs in the owner's non-private text (title, summary without its private parts, skills, positions,
 * mission summaries, education fields, certificates, location).
 */
import type { corpus } from './corpus';

type C = ReturnType<typeof corpus>;

interface P {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    url: string;
    summary: string;
    location: { city: string; region: string; postalCode: string; address: string };
    profiles: { username: string }[];
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string; area: string; studyType: string }[];
  certificates: { name: string; issuer: string }[];
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  references: { name?: string; reference?: string }[];
  meta: { id: string; firstName: string; lastName: string; freelance: { professions: string[] } };
}

function norm(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
const IGNORE = new Set([
  'des',
  'les',
  'and',
  'the',
  'sur',
  'aux',
  'gmail',
  'com',
  'outlook',
  'orange',
  'free',
  'hotmail',
  'yahoo',
  'proton',
  'sfr',
  'laposte',
  'net',
  'icloud',
  'skynet',
  'telenet',
  'bluewin',
  'gmx',
  'internet',
  'www',
  'linkedin',
  'https',
]);
function words(s: string): string[] {
  return norm(s)
    .split(' ')
    .filter((w) => w.length >= 3 && !IGNORE.has(w));
}

function privateStrings(p: P): string[] {
  const out = [
    p.basics.name,
    p.meta.firstName,
    p.meta.lastName,
    p.basics.email,
    p.basics.phone,
    p.basics.url,
    ...p.basics.profiles.map((x) => x.username),
  ];
  for (const w of p.work) out.push(w.name);
  for (const e of p.education) out.push(e.institution);
  for (const r of p.references) if (r.name) out.push(r.name);
  return out.filter(Boolean);
}

/** The owner's non-private text: every text field with its private strings cut out (references are all private). */
function publicText(p: P): string {
  let s = [
    p.basics.label,
    p.basics.summary,
    p.basics.location.city,
    p.basics.location.region,
    p.basics.location.postalCode,
    ...p.work.flatMap((w) => [w.position, w.summary]),
    ...p.education.flatMap((e) => [e.area, e.studyType]),
    ...p.certificates.flatMap((c) => [c.name, c.issuer]),
    ...p.skills.flatMap((k) => [k.name, k.level, ...k.keywords]),
    ...p.languages.flatMap((l) => [l.language, l.fluency]),
    ...p.meta.freelance.professions,
  ].join('\n');
  const priv = privateStrings(p).sort((a, b) => b.length - a.length);
  for (const x of priv) s = s.split(x).join(' ');
  return norm(s);
}

/** Every text of a profile, private included (for uniqueness across the corpus). */
function allText(p: P): string {
  return norm(JSON.stringify(p));
}

export function identityProbes(c: C): { keywords: string; ownerId: string; what: string }[] {
  const ps = c.map((e) => e.profile as P);
  const texts = ps.map(allText);
  const pubs = ps.map((p) => new Set(publicText(p).split(' ')));
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const used = new Set<string>();

  const uniqueTo = (i: number, s: string) => {
    const n = ` ${norm(s)} `;
    if (n.trim().length < 3) return false;
    return texts.every((t, j) => j === i || !` ${t} `.includes(n));
  };
  const clean = (i: number, s: string) => words(s).every((w) => !pubs[i]!.has(w));

  const take = (what: string, quota: number, step: number, offset: number, get: (p: P) => string[]) => {
    let n = 0;
    for (let k = 0; k < ps.length && n < quota; k++) {
      const i = (offset + k * step) % ps.length;
      const p = ps[i]!;
      if (used.has(`${what}:${p.meta.id}`)) continue;
      for (const s of get(p)) {
        if (!s || !uniqueTo(i, s) || !clean(i, s)) continue;
        out.push({ keywords: s, ownerId: p.meta.id, what });
        used.add(`${what}:${p.meta.id}`);
        n++;
        break;
      }
    }
  };

  take('full name', 16, 7, 0, (p) => [p.basics.name]);
  take('surname', 10, 11, 3, (p) => [p.meta.lastName]);
  take('e-mail', 10, 13, 5, (p) => [p.basics.email]);
  take('e-mail local part', 8, 17, 9, (p) => [p.basics.email.split('@')[0]!]);
  take('phone', 10, 19, 2, (p) => [p.basics.phone]);
  take('linkedin slug', 8, 23, 4, (p) => [p.basics.profiles[0]?.username ?? '']);
  take('employer', 14, 29, 6, (p) => p.work.map((w) => w.name));
  take('school', 5, 31, 8, (p) => p.education.map((e) => e.institution));
  take('referee', 6, 37, 10, (p) => p.references.map((r) => r.name ?? ''));
  take('first name + employer', 4, 41, 12, (p) => p.work.map((w) => `${p.meta.firstName} ${w.name}`));
  return out;
}
