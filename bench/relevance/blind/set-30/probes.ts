/**
 * Identity probes: searches for private data (names, e-mails and their local parts, phones, LinkedIn slugs and other
 * handles, small employers, schools, referees, people named in missions, rare surnames). A value is left out when one
 * of its words also occurs in the owner's non-private text (the profile's text with every private value removed), or
 * when it is not unique to its owner.
 */
import type { corpus } from './corpus';
import { stripAccents } from './corpus';

type Corpus = ReturnType<typeof corpus>;
type Entry = Corpus[number];

const fold = (s: string): string => stripAccents(s).toLowerCase();
const words = (s: string): string[] =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);

function privateValues(e: Entry): string[] {
  const p = e.truth.private;
  return [
    `${p.firstName} ${p.lastName}`,
    p.firstName,
    p.lastName,
    p.email,
    p.email.split('@')[0] ?? '',
    p.phone,
    p.linkedin,
    `linkedin.com/in/${p.linkedin}`,
    ...p.handles,
    ...p.employers,
    p.smallEmployer,
    ...p.schools,
    ...p.referees,
    ...p.people,
  ].filter((v) => v.length > 0);
}

/** The profile's distributed text (label, summary, work, education areas, skills, certificates) without private data. */
function publicText(e: Entry): string {
  const pr = e.profile as {
    basics: { label: string; summary: string };
    work: { position: string; summary: string }[];
    education: { area: string; studyType: string }[];
    skills: { name: string; keywords: string[] }[];
    certificates: { name: string }[];
    references: { reference: string }[];
  };
  let text = [
    pr.basics.label,
    pr.basics.summary,
    ...pr.work.flatMap((w) => [w.position, w.summary]),
    ...pr.education.flatMap((x) => [x.area, x.studyType]),
    ...pr.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...pr.certificates.map((c) => c.name),
    ...pr.references.map((r) => r.reference),
  ].join(' \n ');
  const values = privateValues(e).sort((a, b) => b.length - a.length);
  for (const v of values) text = text.split(v).join(' ');
  return fold(text);
}

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  // how many owners hold each value (case- and accent-insensitive)
  const owners = new Map<string, Set<string>>();
  const note = (v: string, id: string): void => {
    const k = fold(v);
    const s = owners.get(k) ?? new Set<string>();
    s.add(id);
    owners.set(k, s);
  };
  for (const e of c) for (const v of privateValues(e)) note(v, e.truth.id);
  const surnameCount = new Map<string, number>();
  for (const e of c) {
    const k = fold(e.truth.private.lastName);
    surnameCount.set(k, (surnameCount.get(k) ?? 0) + 1);
  }

  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const used = new Set<string>();
  const kinds: { what: string; value: (e: Entry) => string | undefined; quote?: boolean }[] = [
    { what: 'full name', value: (e) => `${e.truth.private.firstName} ${e.truth.private.lastName}`, quote: true },
    { what: 'personal e-mail', value: (e) => e.truth.private.email },
    { what: 'e-mail local part', value: (e) => e.truth.private.email.split('@')[0] },
    { what: 'phone', value: (e) => e.truth.private.phone, quote: true },
    { what: 'LinkedIn slug', value: (e) => e.truth.private.linkedin },
    { what: 'portfolio handle', value: (e) => e.truth.private.handles[0] },
    { what: 'small employer', value: (e) => e.truth.private.smallEmployer, quote: true },
    {
      what: 'school',
      value: (e) =>
        e.truth.private.schools.find((s) => s.startsWith('Lycée') || s.includes('Montréal') || s.includes('Cégep')),
      quote: true,
    },
    { what: 'referee', value: (e) => e.truth.private.referees[0], quote: true },
    { what: 'person named in a mission', value: (e) => e.truth.private.people[0], quote: true },
    {
      what: 'rare surname',
      value: (e) =>
        surnameCount.get(fold(e.truth.private.lastName)) === 1 && e.truth.private.lastName.length >= 6
          ? e.truth.private.lastName
          : undefined,
    },
  ];
  // walk the corpus with a stride so that probes spread over the pool; at most one probe per kind and owner
  const targets: Record<string, number> = {
    'full name': 14,
    'personal e-mail': 10,
    'e-mail local part': 8,
    phone: 8,
    'LinkedIn slug': 8,
    'portfolio handle': 6,
    'small employer': 10,
    school: 6,
    referee: 8,
    'person named in a mission': 6,
    'rare surname': 6,
  };
  for (const k of kinds) {
    let n = 0;
    for (let step = 0; step < c.length && n < (targets[k.what] ?? 0); step++) {
      const e = c[(step * 37 + k.what.length * 11) % c.length];
      if (!e) continue;
      const v = k.value(e);
      if (!v) continue;
      if ((owners.get(fold(v))?.size ?? 0) !== 1) continue;
      const pub = ` ${publicText(e)} `;
      if (words(v).some((w) => pub.includes(` ${w} `) || new RegExp(`\\b${w}\\b`).test(pub))) continue;
      const kw = k.quote && /\s/.test(v) ? `"${v}"` : v;
      if (used.has(kw)) continue;
      used.add(kw);
      out.push({ keywords: kw, ownerId: e.truth.id, what: k.what });
      n++;
    }
  }
  return out;
}
