// set-31 identity probes: searches for private data (names, e-mails and their local parts, phones, LinkedIn slugs,
// small employers, schools, referees, people named in missions, rare surnames). A probe names its owner; a value is
// left out when one of its words also occurs in the owner's non-private text, or when the value occurs anywhere in
// another profile (so the owner is the only profile that holds it).
import type { corpus } from './corpus';

type Pool = ReturnType<typeof corpus>;
export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

const norm = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** Words of a value: letters of 3+ characters, or numbers of 4+ digits. */
const words = (s: string): string[] =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => (/^[0-9]+$/.test(w) ? w.length >= 4 : w.length >= 3));

interface Doc {
  basics: {
    label: string;
    summary: string;
    location?: { address: string; city: string; region: string };
  };
  work: { position: string; summary: string }[];
  education: { area: string; studyType: string }[];
  certificates: { name: string; issuer: string }[];
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  meta: { freelance: { professions: string[]; availabilityDate: string; rate: string } };
}

/** The owner's non-private text: the searchable fields with every private value blanked out. */
function publicText(doc: Doc, privateValues: string[]): string {
  const parts = [
    doc.basics.label,
    doc.basics.summary,
    doc.basics.location?.address ?? '',
    doc.basics.location?.city ?? '',
    doc.basics.location?.region ?? '',
    ...doc.work.flatMap((w) => [w.position, w.summary]),
    ...doc.education.flatMap((e) => [e.area, e.studyType]),
    ...doc.certificates.flatMap((c) => [c.name, c.issuer]),
    ...doc.skills.flatMap((s) => [s.name, s.level, ...s.keywords]),
    ...doc.languages.flatMap((l) => [l.language, l.fluency]),
    ...doc.meta.freelance.professions,
    doc.meta.freelance.availabilityDate,
    doc.meta.freelance.rate,
  ];
  let text = norm(parts.join(' \n '));
  const sorted = [...privateValues].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const v of sorted) text = text.split(norm(v)).join(' ');
  return text;
}

export function identityProbes(c: Pool): Probe[] {
  const blobs = c.map((x) => norm(JSON.stringify(x.profile)));
  const byType = new Map<string, Probe[]>();
  const add = (what: string, p: Probe) => {
    const l = byType.get(what) ?? [];
    l.push(p);
    byType.set(what, l);
  };
  c.forEach(({ profile, truth: t }, i) => {
    const doc = profile as Doc;
    const p = t.priv;
    const fullName = `${p.firstName} ${p.lastName}`;
    const local = p.email.split('@')[0]!;
    const privateValues = [
      fullName,
      p.firstName,
      p.lastName,
      p.email,
      p.phone,
      p.linkedin,
      `linkedin.com/in/${p.linkedin}`,
      p.smallEmployer,
      ...p.employers,
      ...p.schools,
      ...p.referees,
      ...p.named,
    ];
    const pub = new Set(words(publicText(doc, privateValues)));
    const candidates: [string, string][] = [
      ['full name', fullName],
      ['e-mail', p.email],
      ['e-mail local part', local],
      ['phone', p.phone],
      ['LinkedIn slug', p.linkedin],
      ['rare surname', p.lastName],
    ];
    if (p.smallEmployer) candidates.push(['small employer', p.smallEmployer]);
    for (const s of p.schools) candidates.push(['school', s]);
    for (const r of p.referees) candidates.push(['referee', r]);
    for (const n of p.named) candidates.push(['person named in a mission', n]);
    for (const [what, value] of candidates) {
      if (!value) continue;
      if (words(value).some((w) => pub.has(w))) continue;
      const v = norm(value);
      if (v.length < 4) continue;
      if (blobs.some((b, j) => j !== i && b.includes(v))) continue;
      add(what, { keywords: value, ownerId: t.id, what });
    }
  });
  const quota: Record<string, number> = {
    'full name': 12,
    'e-mail': 10,
    'e-mail local part': 10,
    phone: 10,
    'LinkedIn slug': 8,
    'rare surname': 10,
    'small employer': 12,
    school: 8,
    referee: 10,
    'person named in a mission': 6,
  };
  // spread each type over the pool, and use an owner for at most two probes
  const out: Probe[] = [];
  const perOwner = new Map<string, number>();
  Object.entries(quota).forEach(([what, n], typeIndex) => {
    const l = byType.get(what) ?? [];
    const step = Math.max(1, Math.floor(l.length / n));
    let taken = 0;
    for (let k = 0; k < l.length && taken < n; k++) {
      const p = l[(typeIndex * 7 + k * step + Math.floor(k / Math.ceil(l.length / step))) % l.length]!;
      if ((perOwner.get(p.ownerId) ?? 0) >= 2 || out.includes(p)) continue;
      perOwner.set(p.ownerId, (perOwner.get(p.ownerId) ?? 0) + 1);
      out.push(p);
      taken++;
    }
  });
  return out;
}
