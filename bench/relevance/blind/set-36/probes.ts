/**
 * Identity probes: searches for private data (names, e-mails, phones, LinkedIn slugs, small employers, schools,
 * referees, people named in mission texts, rare surnames). A value is left out when one of its words also occurs in
 * the owner's non-private text (the public fields with every private value masked), or when another profile holds
 * the same value.
 */
import type { corpus } from './corpus';
import { LAST_RARE, SCHOOLS_RARE } from './texts';

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);

interface P {
  basics: { label: string; summary: string; location?: Record<string, string>; email: string; phone: string };
  work: { position: string; summary: string }[];
  education: { area: string; studyType: string }[];
  certificates: { name: string; issuer: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  meta: { freelance: { professions: string[] } };
}

function publicText(p: P, privateValues: string[]): string {
  const parts: string[] = [p.basics.label, p.basics.summary, ...Object.values(p.basics.location ?? {})];
  for (const w of p.work) parts.push(w.position, w.summary);
  for (const e of p.education) parts.push(e.area, e.studyType);
  for (const c of p.certificates) parts.push(c.name, c.issuer);
  for (const s of p.skills) parts.push(s.name, ...s.keywords);
  for (const l of p.languages) parts.push(l.language, l.fluency);
  parts.push(...p.meta.freelance.professions);
  let text = parts.join(' \n ');
  for (const v of [...privateValues].sort((a, b) => b.length - a.length)) if (v) text = text.split(v).join(' ');
  return ` ${words(text).join(' ')} `;
}

type Kind = 'name' | 'email' | 'local' | 'phone' | 'linkedin' | 'employer' | 'school' | 'referee' | 'named' | 'surname';

export function identityProbes(c: ReturnType<typeof corpus>): { keywords: string; ownerId: string; what: string }[] {
  // how many profiles hold each private value
  const holders = new Map<string, number>();
  const count = (v: string) => holders.set(norm(v), (holders.get(norm(v)) ?? 0) + 1);
  for (const { truth: t } of c) {
    const pv = t.private;
    new Set([
      `${pv.firstName} ${pv.lastName}`,
      pv.lastName,
      pv.email,
      pv.email.split('@')[0] ?? '',
      pv.phone,
      pv.linkedin,
      ...pv.employers,
      pv.school,
      ...pv.referees,
      ...pv.named,
    ]).forEach(count);
  }
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const quota: Record<Kind, number> = {
    name: 16,
    email: 10,
    local: 8,
    phone: 9,
    linkedin: 9,
    employer: 14,
    school: 6,
    referee: 10,
    named: 6,
    surname: 10,
  };
  const got: Record<string, number> = {};
  for (const { profile, truth: t } of c) {
    const p = profile as P;
    const pv = t.private;
    const priv = [
      `${pv.firstName} ${pv.lastName}`,
      pv.email,
      pv.phone,
      `linkedin.com/in/${pv.linkedin}`,
      pv.linkedin,
      ...pv.employers,
      pv.school,
      ...pv.referees,
      ...pv.named,
      pv.firstName,
      pv.lastName,
    ];
    const pub = publicText(p, priv);
    const clean = (v: string) => words(v).every((w) => !pub.includes(` ${w} `));
    const unique = (v: string) => (holders.get(norm(v)) ?? 0) === 1;
    const cand: [Kind, string, string][] = [
      ['name', `"${pv.firstName} ${pv.lastName}"`, 'full name'],
      ['email', pv.email, 'personal e-mail'],
      ['local', pv.email.split('@')[0] ?? '', 'e-mail local part'],
      ['phone', `"${pv.phone}"`, 'phone number'],
      ['linkedin', pv.linkedin, 'LinkedIn slug'],
      ...pv.employers
        .filter((e) =>
          /Ets|Quincaillerie|Boulangeries|Distribution|Transports|Menuiseries|Garage|Cabinet|Emballages|Pépinières/.test(
            e,
          ),
        )
        .map((e): [Kind, string, string] => ['employer', `"${e}"`, 'small employer']),
      ...(SCHOOLS_RARE.includes(pv.school) ? [['school', `"${pv.school}"`, 'school'] as [Kind, string, string]] : []),
      ...pv.referees.map((n): [Kind, string, string] => ['referee', `"${n}"`, 'referee']),
      ...pv.named.map((n): [Kind, string, string] => ['named', `"${n}"`, 'person named in a mission text']),
      ...(LAST_RARE.includes(pv.lastName) ? [['surname', pv.lastName, 'rare surname'] as [Kind, string, string]] : []),
    ];
    for (const [kind, keywords, what] of cand) {
      if ((got[kind] ?? 0) >= quota[kind]) continue;
      const raw = keywords.replace(/"/g, '');
      if (!raw || !unique(raw) || !clean(raw)) continue;
      out.push({ keywords, ownerId: t.id, what });
      got[kind] = (got[kind] ?? 0) + 1;
      break;
    }
  }
  return out;
}
