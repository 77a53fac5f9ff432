// set-20 identity probes: searches made of one profile's private data (names, e-mail, phone, LinkedIn slug, former small
// employer, school, referee). A probe is left out when its words also occur in the owner's non-private text.
import type { corpus } from './corpus';

type C = ReturnType<typeof corpus>;
/** the parts of a built profile that publicText reads */
interface PublicProfile {
  basics: { label: string; summary: string; location?: { city?: string; region?: string } };
  work: { position: string; summary: string }[];
  education: { area: string; studyType: string }[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string }[];
  languages: { language: string; fluency: string }[];
}
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9@.+]+/)
    .filter((w) => w.length >= 3);

/** the owner's text with every private value removed: what a search may legitimately match */
function publicText(p: PublicProfile, priv: C[number]['truth']['priv']): string {
  const privates = [
    priv.email,
    priv.phone,
    priv.linkedin,
    `${priv.first} ${priv.last}`,
    priv.first,
    priv.last,
    ...priv.employers,
    ...priv.schools,
    priv.smallEmployer ?? '',
    priv.referee ?? '',
  ].filter(Boolean);
  let summary: string = p.basics.summary;
  for (const v of privates) summary = summary.split(v).join(' ');
  const parts = [
    p.basics.label,
    summary,
    p.basics.location?.city,
    p.basics.location?.region,
    ...p.work.map((w) => `${w.position} ${privates.reduce((s: string, v: string) => s.split(v).join(' '), w.summary)}`),
    ...p.education.map((e) => `${e.area} ${e.studyType}`),
    ...p.skills.map((s) => `${s.name} ${s.keywords.join(' ')}`),
    ...p.certificates.map((c) => c.name),
    ...p.languages.map((l) => `${l.language} ${l.fluency}`),
  ];
  return norm(parts.join(' '));
}

export function identityProbes(c: C): { keywords: string; ownerId: string; what: string }[] {
  const lastCount = new Map<string, number>();
  const schoolCount = new Map<string, number>();
  const fullNames = new Set<string>();
  for (const { truth } of c) {
    lastCount.set(norm(truth.priv.last), (lastCount.get(norm(truth.priv.last)) ?? 0) + 1);
    for (const s of new Set(truth.priv.schools)) schoolCount.set(s, (schoolCount.get(s) ?? 0) + 1);
    fullNames.add(norm(`${truth.priv.first} ${truth.priv.last}`));
  }
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const quota: Record<string, number> = {
    'full name': 18,
    surname: 10,
    email: 14,
    'e-mail local part': 10,
    phone: 14,
    'linkedin slug': 12,
    employer: 10,
    school: 4,
    referee: 6,
  };
  const used = new Map<string, number>();
  const owners = new Set<string>();
  const add = (what: string, keywords: string, owner: C[number], pub: string) => {
    if ((used.get(what) ?? 0) >= quota[what]!) return;
    const ws = words(keywords);
    // whole-string values (e-mail, phone, slug) must not be in the public text; names and companies: none of their words
    if (['email', 'e-mail local part', 'phone', 'linkedin slug'].includes(what)) {
      if (pub.includes(norm(keywords)) || pub.replace(/\s/g, '').includes(norm(keywords).replace(/\s/g, ''))) return;
    } else {
      const pw = new Set(words(pub));
      if (ws.some((w) => pw.has(w))) return;
    }
    out.push({ keywords, ownerId: owner.truth.id, what });
    used.set(what, (used.get(what) ?? 0) + 1);
    owners.add(owner.truth.id);
  };
  // first the profiles that repeat private data in their free text, then the others; one probe kind per profile per pass
  const ordered = [...c.filter((x) => x.truth.leaks.length), ...c.filter((x) => !x.truth.leaks.length)];
  const kinds = Object.keys(quota);
  let k = 0;
  for (const x of ordered) {
    const pv = x.truth.priv;
    const pub = publicText(x.profile as PublicProfile, pv);
    const leaksFirst: string[] = [];
    if (x.truth.leaks.includes('email')) leaksFirst.push('email');
    if (x.truth.leaks.includes('phone')) leaksFirst.push('phone');
    if (x.truth.leaks.includes('name')) leaksFirst.push('full name');
    if (x.truth.leaks.includes('employer')) leaksFirst.push('employer');
    if (x.truth.leaks.includes('school')) leaksFirst.push('school');
    if (x.truth.leaks.includes('linkedin')) leaksFirst.push('linkedin slug');
    const tryKinds = [...leaksFirst, kinds[k++ % kinds.length]];
    for (const what of tryKinds) {
      const before = out.length;
      switch (what) {
        case 'full name':
          add(what, `${pv.first} ${pv.last}`, x, pub);
          break;
        case 'surname':
          if (lastCount.get(norm(pv.last)) === 1 && pv.last.length >= 5) add(what, pv.last, x, pub);
          break;
        case 'email':
          add(what, pv.email, x, pub);
          break;
        case 'e-mail local part':
          if (/[.-]|\d/.test(pv.email.split('@')[0]!)) add(what, pv.email.split('@')[0]!, x, pub);
          break;
        case 'phone':
          add(what, pv.phone, x, pub);
          break;
        case 'linkedin slug':
          if (/-[0-9a-f]{4,}$/.test(pv.linkedin)) add(what, pv.linkedin, x, pub);
          break;
        case 'employer':
          if (pv.smallEmployer) add(what, pv.smallEmployer, x, pub);
          break;
        case 'school':
          if (pv.schools[0] && schoolCount.get(pv.schools[0]) === 1) add(what, pv.schools[0], x, pub);
          break;
        case 'referee':
          if (pv.referee && !fullNames.has(norm(pv.referee))) add(what, pv.referee, x, pub);
          break;
      }
      if (out.length > before) break;
    }
  }
  return out;
}
