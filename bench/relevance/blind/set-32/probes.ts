// Identity probes of set 32: searches for private data (names, e-mails and their local parts, phones, LinkedIn slugs,
// small employers, schools, referees, people named in mission texts, rare surnames). A value is left out when one of
// its words also occurs in its owner's non-private text, or when it belongs to more than one profile.
import { deaccent, RARE_LAST, type corpus, type Truth } from './corpus';

type Corpus = ReturnType<typeof corpus>;
interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

function words(s: string): string[] {
  return deaccent(s)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

interface ProfileText {
  basics?: { label?: string; summary?: string; location?: { city?: string; region?: string } };
  work?: { position?: string; summary?: string }[];
  education?: { area?: string; studyType?: string }[];
  certificates?: { name?: string; issuer?: string }[];
  skills?: { name?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
}

/** The owner's non-private text: what the profile says about the work, with the sentences repeating private data removed. */
export function publicText(profile: unknown, t: Truth): string {
  const p = profile as ProfileText;
  const strip = (s: string | undefined) => {
    let x = s ?? '';
    for (const leak of t.private.leaks) {
      x = x.split(leak).join(' ');
      x = x.split(deaccent(leak)).join(' ');
    }
    return x;
  };
  return [
    p.basics?.label,
    strip(p.basics?.summary),
    p.basics?.location?.city,
    p.basics?.location?.region,
    ...(p.work ?? []).flatMap((w) => [w.position, strip(w.summary)]),
    ...(p.education ?? []).flatMap((e) => [e.area, e.studyType]),
    ...(p.certificates ?? []).flatMap((c) => [c.name, c.issuer]),
    ...(p.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])]),
    ...(p.languages ?? []).flatMap((l) => [l.language, l.fluency]),
  ]
    .filter(Boolean)
    .join(' ');
}

const QUOTAS: [string, number][] = [
  ['full name', 24],
  ['e-mail', 10],
  ['e-mail local part', 8],
  ['phone', 9],
  ['LinkedIn slug', 8],
  ['small employer', 10],
  ['school', 6],
  ['referee', 7],
  ['person named in a mission', 5],
  ['rare surname', 8],
];

export function identityProbes(c: Corpus): Probe[] {
  // how many profiles hold each private value (normalised)
  const owners = new Map<string, Set<string>>();
  const values = (t: Truth): string[] => {
    const p = t.private;
    return [
      `${p.first} ${p.last}`,
      p.last,
      p.email,
      p.email.split('@')[0]!,
      p.phone,
      p.linkedin,
      ...p.employers,
      ...p.schools,
      ...p.referees,
      ...p.people,
    ];
  };
  for (const { truth } of c) {
    for (const v of values(truth)) {
      const k = words(v).join(' ');
      if (!owners.has(k)) owners.set(k, new Set());
      owners.get(k)!.add(truth.id);
    }
  }
  // surnames also count when they appear inside another profile's private values
  const lastOwners = new Map<string, Set<string>>();
  for (const { truth } of c) {
    for (const v of values(truth)) {
      for (const w of words(v)) {
        if (!lastOwners.has(w)) lastOwners.set(w, new Set());
        lastOwners.get(w)!.add(truth.id);
      }
    }
  }

  const candidates = new Map<string, Probe[]>(QUOTAS.map(([k]) => [k, []]));
  for (const { profile, truth } of c) {
    const pub = new Set(words(publicText(profile, truth)));
    const p = truth.private;
    const add = (what: string, value: string) => {
      const ws = words(value);
      if (ws.length === 0 || ws.some((w) => pub.has(w))) return;
      if ((owners.get(ws.join(' '))?.size ?? 0) !== 1) return;
      candidates.get(what)!.push({ keywords: value, ownerId: truth.id, what });
    };
    add('full name', `${p.first} ${p.last}`);
    add('e-mail', p.email);
    add('e-mail local part', p.email.split('@')[0]!);
    add('phone', p.phone);
    add('LinkedIn slug', p.linkedin);
    for (const e of p.employers) add('small employer', e);
    for (const s of p.schools.slice(1)) add('school', s);
    for (const r of p.referees) add('referee', r);
    for (const x of p.people) add('person named in a mission', x);
    const lw = words(p.last);
    if (RARE_LAST.includes(p.last) && lw.length === 1 && (lastOwners.get(lw[0]!)?.size ?? 0) === 1)
      add('rare surname', p.last);
  }

  const out: Probe[] = [];
  const usedOwners = new Map<string, number>();
  for (const [what, n] of QUOTAS) {
    const list = candidates.get(what)!;
    if (list.length === 0) continue;
    const step = Math.max(1, Math.floor(list.length / n));
    let taken = 0;
    for (let i = 0; i < list.length && taken < n; i += step) {
      const pr = list[i]!;
      if ((usedOwners.get(pr.ownerId) ?? 0) >= 2) continue;
      usedOwners.set(pr.ownerId, (usedOwners.get(pr.ownerId) ?? 0) + 1);
      out.push(pr);
      taken++;
    }
  }
  return out;
}
