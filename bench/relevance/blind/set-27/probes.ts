// set-27 identity probes: searches for private data (names, e-mails and their local parts, phones, LinkedIn slugs,
// small employers, schools, referees, people named in mission texts, rare surnames). Each probe names the profile that
// holds the value; a value is left out when one of its words occurs in the owner's non-private text (or in any
// profile's non-private text), or when another profile holds the same value.
import { stripAccents, type CorpusItem } from './corpus';

export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

function words(s: string): string[] {
  return stripAccents(s)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

const QUOTAS: Record<string, number> = {
  name: 18,
  email: 12,
  'email-local': 10,
  phone: 10,
  linkedin: 9,
  employer: 9,
  school: 6,
  referee: 8,
  named: 5,
  surname: 8,
};

export function identityProbes(c: CorpusItem[]): Probe[] {
  const publicWords = new Set<string>();
  for (const item of c) for (const w of words(item.publicText)) publicWords.add(w);
  // How many profiles hold each value (any kind), to keep values that point to one owner.
  const holders = new Map<string, Set<string>>();
  const note = (v: string, id: string) => {
    const k = stripAccents(v).toLowerCase();
    const s = holders.get(k) ?? new Set<string>();
    s.add(id);
    holders.set(k, s);
  };
  for (const { truth } of c) {
    const p = truth.private;
    for (const v of [
      p.fullName,
      p.lastName,
      p.email,
      p.phone,
      p.linkedinSlug,
      p.ownCompany,
      ...p.smallEmployers,
      ...p.schools,
      ...p.referees,
      ...p.named,
    ])
      if (v) note(v, truth.id);
    for (const r of p.referees) note(r.replace(/^(Dr|M\.|Mme) /, ''), truth.id);
    note(p.email.split('@')[0] ?? '', truth.id);
  }
  const unique = (v: string) => (holders.get(stripAccents(v).toLowerCase())?.size ?? 0) === 1;
  const publicDigits = c.map((item) => item.publicText.replace(/[^0-9]/g, '')).join(' ');
  const clean = (v: string, what: string) =>
    what === 'phone' ? !publicDigits.includes(v.replace(/[^0-9]/g, '')) : words(v).every((w) => !publicWords.has(w));
  const out: Probe[] = [];
  const used = new Set<string>();
  const counts: Record<string, number> = {};
  const add = (what: string, value: string, ownerId: string, keywords = value) => {
    if (!value || used.has(`${what}|${value}`)) return;
    if ((counts[what] ?? 0) >= (QUOTAS[what] ?? 0)) return;
    if (!unique(value) || !clean(value, what)) return;
    used.add(`${what}|${value}`);
    counts[what] = (counts[what] ?? 0) + 1;
    out.push({ keywords, ownerId, what: `${what}: ${value}` });
  };
  // Walk the pool in a fixed but spread order, one kind of value after the other, so probes cover many profiles.
  const order = c.map((_, i) => i).sort((a, b) => ((a * 37) % 101) - ((b * 37) % 101) || a - b);
  const strip = (ref: string) => ref.replace(/^(Dr|M\.|Mme) /, '');
  const passes: [string, (p: CorpusItem['truth']['private']) => [string, string][]][] = [
    ['surname', (p) => (p.rareSurname ? [[p.lastName, p.lastName]] : [])],
    ['name', (p) => [[p.fullName, p.fullName]]],
    ['email', (p) => [[p.email, p.email]]],
    ['email-local', (p) => [[p.email.split('@')[0] ?? '', p.email.split('@')[0] ?? '']]],
    ['phone', (p) => [[p.phone, `"${p.phone}"`]]],
    ['linkedin', (p) => [[p.linkedinSlug, p.linkedinSlug]]],
    [
      'employer',
      (p) => [p.ownCompany, ...p.smallEmployers].filter(Boolean).map((e) => [e, `"${e}"`] as [string, string]),
    ],
    ['school', (p) => p.schools.map((s) => [s, `"${s}"`] as [string, string])],
    ['referee', (p) => p.referees.map((r) => [strip(r), strip(r)] as [string, string])],
    ['named', (p) => p.named.map((n) => [n, n] as [string, string])],
  ];
  passes.forEach(([what, values], k) => {
    // Each kind starts at a different place of the pool, so one profile rarely carries several probes.
    const start = Math.floor((k * order.length) / passes.length);
    for (let j = 0; j < order.length; j++) {
      const item = c[order[(start + j) % order.length] ?? 0];
      if (!item) continue;
      for (const [value, keywords] of values(item.truth.private)) add(what, value, item.truth.id, keywords);
    }
  });
  return out;
}
