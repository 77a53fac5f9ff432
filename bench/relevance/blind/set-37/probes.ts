// blind-37 identity probes: searches for private data (names, e-mails, phones, LinkedIn slugs, small employers,
// schools, referees, rare surnames, people named in missions). A probe is kept only when none of its words (French
// articles aside) occurs in its owner's non-private text, and when the value belongs to that owner alone.
import type { corpus } from './corpus';
import type { Truth } from './types';

type Corpus = ReturnType<typeof corpus>;
export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

const STOP = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'et', 'en', 'au', 'aux', 'd', 'l']);

function words(s: string): string[] {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Every string found in a JSON value, except under the given keys. */
function strings(v: unknown, skip: Set<string>, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, skip, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!skip.has(k)) strings(x, skip, out);
  return out;
}

function privateValues(t: Truth): string[] {
  const p = t.priv;
  const local = p.email.split('@')[0] ?? '';
  return [
    `${p.firstName} ${p.lastName}`,
    p.firstName,
    p.lastName,
    p.email,
    local,
    p.phone,
    p.linkedinUrl,
    p.linkedinSlug,
    ...(p.githubHandle ? [p.githubHandle, `https://github.com/${p.githubHandle}`] : []),
    ...p.smallEmployers,
    ...p.schools,
    ...p.referees,
    ...p.namedPeople,
  ].filter((x) => x.length > 0);
}

/** Words of the owner's text once every private value is taken out. */
function nonPrivateWords(profile: unknown, t: Truth): Set<string> {
  const skip = new Set([
    'name',
    'email',
    'phone',
    'url',
    'profiles',
    'firstName',
    'lastName',
    'cvUrl',
    'id',
    'institution',
    'image',
    'references',
    'createdAt',
    'updatedAt',
  ]);
  const basics = (profile as { basics: Record<string, unknown> }).basics;
  const work = (profile as { work: { name: string }[] }).work;
  const texts = [String(basics.label ?? ''), ...strings(profile, skip)];
  // company names of the work history that are not private (big clients, service firms) stay
  for (const w of work) if (!t.priv.smallEmployers.includes(w.name)) texts.push(w.name);
  let toks = words(texts.join(' \n '));
  // whole values only: a first name alone is not taken out (it may be part of an ordinary word, a place...)
  const { firstName, lastName } = t.priv;
  const local = t.priv.email.split('@')[0] ?? '';
  const values = privateValues(t)
    .filter((v) => v !== firstName && v !== lastName && v !== local)
    .map(words)
    .filter((w) => w.length)
    .sort((a, b) => b.length - a.length);
  for (const v of values) {
    const out: string[] = [];
    for (let i = 0; i < toks.length;) {
      if (v.every((w, j) => toks[i + j] === w)) i += v.length;
      else out.push(toks[i++]!);
    }
    toks = out;
  }
  return new Set(toks);
}

export function identityProbes(c: Corpus): Probe[] {
  // values of everyone's private data, to keep only values that belong to one owner
  const owners = new Map<string, Set<string>>();
  const note = (v: string, id: string): void => {
    const k = words(v).join(' ');
    if (!k) return;
    const s = owners.get(k) ?? new Set<string>();
    s.add(id);
    owners.set(k, s);
  };
  for (const { truth: t } of c) {
    for (const v of privateValues(t)) note(v, t.id);
  }
  const mine = (v: string, id: string): boolean => {
    const s = owners.get(words(v).join(' '));
    return !!s && s.size === 1 && s.has(id);
  };

  const byKind = new Map<string, Probe[]>();
  const push = (kind: string, p: Probe): void => {
    const l = byKind.get(kind) ?? [];
    l.push(p);
    byKind.set(kind, l);
  };
  for (const { profile, truth: t } of c) {
    const np = nonPrivateWords(profile, t);
    const clean = (v: string): boolean => words(v).every((w) => STOP.has(w) || !np.has(w));
    const leaked = (k: string): string => (t.leaks.includes(k) ? ' (repeated in free text)' : '');
    const p = t.priv;
    const id = t.id;
    const full = `${p.firstName} ${p.lastName}`;
    if (clean(full) && mine(full, id))
      push('full name', { keywords: full, ownerId: id, what: `full name${leaked('name')}` });
    if (clean(p.email) && mine(p.email, id))
      push('e-mail', { keywords: p.email, ownerId: id, what: `personal e-mail${leaked('email')}` });
    const local = p.email.split('@')[0] ?? '';
    if (local && clean(local) && mine(local, id))
      push('local part', { keywords: local, ownerId: id, what: `local part of the personal e-mail${leaked('email')}` });
    const compact = p.phone.replace(/[\s.]/g, '');
    if (clean(p.phone) && mine(p.phone, id))
      push('phone', { keywords: p.phone, ownerId: id, what: `phone as written in the record${leaked('phone')}` });
    else if (clean(compact))
      push('phone', { keywords: compact, ownerId: id, what: `phone, digits only${leaked('phone')}` });
    if (clean(p.linkedinSlug) && mine(p.linkedinSlug, id))
      push('linkedin', { keywords: p.linkedinSlug, ownerId: id, what: `LinkedIn slug${leaked('linkedin')}` });
    if (p.githubHandle && clean(p.githubHandle) && mine(p.githubHandle, id))
      push('github', { keywords: p.githubHandle, ownerId: id, what: 'GitHub handle' });
    for (const e of p.smallEmployers)
      if (clean(e) && mine(e, id))
        push('employer', { keywords: e, ownerId: id, what: `small one-off employer${leaked('employer')}` });
    for (const s of p.schools)
      if (clean(s) && mine(s, id)) push('school', { keywords: s, ownerId: id, what: `school${leaked('school')}` });
    for (const r of p.referees)
      if (clean(r) && mine(r, id)) push('referee', { keywords: r, ownerId: id, what: `referee${leaked('referee')}` });
    for (const n of p.namedPeople)
      if (clean(n) && mine(n, id)) push('named', { keywords: n, ownerId: id, what: 'person named in a mission text' });
    const sw = words(p.lastName);
    if (sw.length === 1 && sw[0]!.length >= 6 && clean(p.lastName) && mine(p.lastName, id)) {
      const elsewhere = c.some(
        ({ truth: o }) => o.id !== id && privateValues(o).some((v) => words(v).includes(sw[0]!)),
      );
      if (!elsewhere) push('surname', { keywords: p.lastName, ownerId: id, what: 'rare surname' });
    }
  }
  const quota: [string, number][] = [
    ['full name', 16],
    ['e-mail', 10],
    ['local part', 8],
    ['phone', 10],
    ['linkedin', 8],
    ['github', 3],
    ['employer', 10],
    ['school', 6],
    ['referee', 8],
    ['surname', 8],
    ['named', 6],
  ];
  const out: Probe[] = [];
  for (const [kind, n] of quota) {
    const l = byKind.get(kind) ?? [];
    // prefer values repeated in free text for half of each kind, then spread the rest over the corpus
    const leakedFirst = l.filter((x) => x.what.includes('repeated'));
    const rest = l.filter((x) => !x.what.includes('repeated'));
    const take: Probe[] = leakedFirst.slice(0, Math.ceil(n / 2));
    const step = rest.length / Math.max(1, n - take.length);
    for (let i = 0; take.length < n && i < rest.length; i++) {
      const x = rest[Math.floor(i * step)];
      if (x && !take.includes(x)) take.push(x);
    }
    out.push(...take.slice(0, n));
  }
  return out;
}
