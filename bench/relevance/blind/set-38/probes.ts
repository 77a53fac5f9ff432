// Identity probes of blind set 38: searches for private data (names, e-mails, phones, LinkedIn slugs, small
// employers, schools, referees, rare surnames). A value is left out when one of its words also occurs in the
// owner's non-private text, or when it belongs to more than one profile.
import type { corpus } from './corpus';
import { LAST_RARE, RARE_SCHOOLS } from './people';
import type { Truth } from './truth';

type Corpus = ReturnType<typeof corpus>;

export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

const RARE_SET = new Set<string>(LAST_RARE);
const RARE_SCHOOL_SET = new Set<string>(RARE_SCHOOLS);
const STOP = new Set(['de', 'du', 'la', 'le', 'les', 'des', 'et', 'of', 'the', 'and', 'd', 'l', 'en', 'sur']);

function tokens(s: string): string[] {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
}

interface Candidate {
  value: string;
  keywords: string;
  what: string;
}

function candidates(t: Truth): Record<string, Candidate[]> {
  const p = t.priv;
  const leaked = (v: string) => (p.leaked.includes(v) ? ', also in the free text' : '');
  const local = p.email.split('@')[0] ?? '';
  const full = `${p.firstName} ${p.lastName}`;
  return {
    name: [{ value: full, keywords: `"${full}"`, what: `full name${leaked(full)}` }],
    email: [{ value: p.email, keywords: p.email, what: `personal e-mail${leaked(p.email)}` }],
    local: local === 'contact' ? [] : [{ value: local, keywords: local, what: 'local part of the personal e-mail' }],
    phone: [{ value: p.phone, keywords: `"${p.phone}"`, what: `phone number${leaked(p.phone)}` }],
    linkedin: [{ value: p.linkedinSlug, keywords: p.linkedinSlug, what: `LinkedIn slug${leaked(p.linkedinSlug)}` }],
    small: p.smallEmployer
      ? [
          {
            value: p.smallEmployer,
            keywords: `"${p.smallEmployer}"`,
            what: `small one-off employer${leaked(p.smallEmployer)}`,
          },
        ]
      : [],
    school: p.schools.map((s) => ({ value: s, keywords: `"${s}"`, what: `school${leaked(s)}` })),
    referee: [...p.referees, ...p.people].map((r) => ({
      value: r,
      keywords: `"${r}"`,
      what: p.referees.includes(r) ? `referee${leaked(r)}` : 'person named in a mission text',
    })),
    rare: [{ value: p.lastName, keywords: p.lastName, what: 'rare surname' }],
  };
}

const QUOTA: Record<string, number> = {
  name: 20,
  email: 12,
  local: 8,
  phone: 10,
  linkedin: 10,
  small: 10,
  school: 8,
  referee: 8,
  rare: 8,
};

export function identityProbes(c: Corpus): Probe[] {
  // who owns each value (a value held by two profiles identifies nobody)
  const owners = new Map<string, Set<string>>();
  const own = (v: string, id: string) => {
    const k = v.toLowerCase();
    if (!owners.has(k)) owners.set(k, new Set());
    owners.get(k)!.add(id);
  };
  for (const { truth: t } of c) {
    const p = t.priv;
    for (const v of [
      `${p.firstName} ${p.lastName}`,
      p.email,
      p.email.split('@')[0] ?? '',
      p.phone,
      p.linkedinSlug,
      p.lastName,
      ...(p.smallEmployer ? [p.smallEmployer] : []),
      ...p.schools,
      ...p.referees,
      ...p.people,
    ])
      own(v, t.id);
  }
  const lastNames = new Map<string, number>();
  for (const { truth: t } of c) lastNames.set(t.priv.lastName, (lastNames.get(t.priv.lastName) ?? 0) + 1);
  // surnames also used by referees or people named in missions are not rare
  for (const { truth: t } of c)
    for (const r of [...t.priv.referees, ...t.priv.people]) {
      const last = r.split(' ').slice(1).join(' ');
      lastNames.set(last, (lastNames.get(last) ?? 0) + 2);
    }

  const out: Probe[] = [];
  const taken = new Map<string, number>();
  const n = c.length;
  // walk the pool with a stride so that probes spread over it; the first pass takes values the profile repeats in
  // its free text (up to half of each quota), the second pass fills the quotas
  for (let step = 0; step < 2 * n; step++) {
    const firstPass = step < n;
    const { truth: t } = c[((step % n) * 37) % n]!;
    const publicWords = new Set(tokens(t.publicText));
    const cands = candidates(t);
    for (const [kind, list] of Object.entries(cands)) {
      if ((taken.get(kind) ?? 0) >= (QUOTA[kind] ?? 0)) continue;
      for (const cand of list) {
        if ((taken.get(kind) ?? 0) >= (QUOTA[kind] ?? 0)) break;
        if (firstPass && (!t.priv.leaked.includes(cand.value) || (taken.get(kind) ?? 0) >= (QUOTA[kind] ?? 0) / 2))
          continue;
        if ((owners.get(cand.value.toLowerCase())?.size ?? 0) !== 1) continue;
        if (kind === 'rare' && (!RARE_SET.has(cand.value) || (lastNames.get(cand.value) ?? 0) !== 1)) continue;
        // big schools are shared by many freelancers: only the small ones identify someone
        if (kind === 'school' && !RARE_SCHOOL_SET.has(cand.value)) continue;
        if (tokens(cand.value).some((w) => publicWords.has(w))) continue;
        if (out.some((o) => o.keywords === cand.keywords)) continue;
        out.push({ keywords: cand.keywords, ownerId: t.id, what: cand.what });
        taken.set(kind, (taken.get(kind) ?? 0) + 1);
      }
    }
  }
  return out;
}
