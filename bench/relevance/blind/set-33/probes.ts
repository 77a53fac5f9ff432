/*
 * Identity probes of set-33: searches for private data (names, e-mails, phones, LinkedIn slugs, small employers,
 * schools, referees, rare surnames). A value is left out when one of its words also occurs in its owner's
 * non-private text, or when it is not unique to one freelancer in the whole corpus.
 */
import type { corpus } from './corpus';
import type { Truth } from './truth';
import { LAST_RARE } from './texts';

type Corpus = ReturnType<typeof corpus>;

const norm = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string): string[] =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);

/** Every free-text string of a profile (record fields such as e-mail, phone and URLs excluded). */
function texts(profile: unknown): string[] {
  const out: string[] = [];
  const skip = new Set([
    'email',
    'phone',
    'url',
    'image',
    'username',
    'id',
    'cvUrl',
    'createdAt',
    'updatedAt',
    'personalEmail',
  ]);
  const walk = (o: unknown, key: string): void => {
    if (skip.has(key)) return;
    if (typeof o === 'string') out.push(o);
    else if (Array.isArray(o)) o.forEach((x) => walk(x, key));
    else if (o && typeof o === 'object') {
      if (key === 'workAreas') return;
      for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
        if (key === 'basics' && k === 'name') continue;
        if (key === 'meta' && (k === 'firstName' || k === 'lastName')) continue;
        walk(v, k);
      }
    }
  };
  walk(profile, '');
  return out;
}

function privateValues(t: Truth): string[] {
  const p = t.private;
  const slug = p.linkedin.split('/in/')[1] ?? '';
  return [
    `${p.firstName} ${p.lastName}`,
    p.email,
    p.phone,
    p.linkedin,
    slug,
    ...p.employers,
    ...p.schools,
    ...p.referees,
    ...p.people,
  ].filter((v) => v !== '');
}
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The owner's text with every private value taken out, as a set of words. */
function nonPrivateWords(profile: unknown, t: Truth): Set<string> {
  let all = norm(texts(profile).join('\n'));
  const values = privateValues(t)
    .map(norm)
    .sort((a, b) => b.length - a.length);
  for (const v of values) all = all.replace(new RegExp(`(?<![a-z0-9])${escape(v)}(?![a-z0-9])`, 'g'), ' ');
  return new Set(words(all));
}

interface Candidate {
  keywords: string;
  what: string;
  /** the words compared with the owner's non-private text */
  tokens: string[];
}

function candidates(t: Truth): Candidate[] {
  const p = t.private;
  const out: Candidate[] = [];
  const full = `${p.firstName} ${p.lastName}`;
  out.push({ keywords: full, what: 'full name', tokens: words(full) });
  out.push({ keywords: p.email, what: 'personal e-mail', tokens: words(p.email) });
  const local = p.email.split('@')[0] ?? '';
  if (local.length >= 6 && local !== 'contact')
    out.push({ keywords: local, what: 'e-mail local part', tokens: words(local) });
  out.push({ keywords: p.phone, what: 'phone', tokens: [p.phone.replace(/\D/g, '')] });
  const slug = p.linkedin.split('/in/')[1] ?? '';
  out.push({ keywords: slug, what: 'LinkedIn slug', tokens: words(slug) });
  for (const e of p.employers) out.push({ keywords: e, what: 'small employer', tokens: words(e) });
  for (const s of p.schools) out.push({ keywords: s, what: 'school', tokens: words(s) });
  for (const r of p.referees) out.push({ keywords: r, what: 'referee', tokens: words(r) });
  for (const r of p.people) out.push({ keywords: r, what: 'person named in a mission', tokens: words(r) });
  if (LAST_RARE.includes(p.lastName))
    out.push({ keywords: p.lastName, what: 'rare surname', tokens: words(p.lastName) });
  return out;
}

const QUOTA: Record<string, number> = {
  'full name': 16,
  'personal e-mail': 10,
  'e-mail local part': 8,
  phone: 10,
  'LinkedIn slug': 8,
  'small employer': 12,
  school: 6,
  referee: 8,
  'person named in a mission': 6,
  'rare surname': 8,
};

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  // how many freelancers hold each normalised value, in private data or anywhere in their text
  const holders = new Map<string, Set<string>>();
  const fullTexts = c.map(({ profile, truth }) => ({ id: truth.id, text: norm(texts(profile).join('\n')) }));
  for (const { truth } of c) {
    for (const v of [...privateValues(truth), truth.private.lastName]) {
      const k = norm(v);
      const s = holders.get(k) ?? new Set<string>();
      s.add(truth.id);
      holders.set(k, s);
    }
  }
  const unique = (value: string, owner: string): boolean => {
    const k = norm(value);
    const h = holders.get(k);
    if (h && [...h].some((id) => id !== owner)) return false;
    return !fullTexts.some((x) => x.id !== owner && x.text.includes(k));
  };

  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const taken = new Map<string, number>();
  const perOwner = new Map<string, number>();
  // walk the corpus with a stride so that probes spread over the whole pool
  const order = c.map((_, i) => (i * 37) % c.length);
  for (const i of order) {
    const item = c[i];
    if (!item) continue;
    const { profile, truth } = item;
    if ((perOwner.get(truth.id) ?? 0) >= 2) continue;
    const own = nonPrivateWords(profile, truth);
    for (const cand of candidates(truth)) {
      const quota = QUOTA[cand.what] ?? 0;
      if ((taken.get(cand.what) ?? 0) >= quota) continue;
      if (cand.tokens.some((w) => own.has(w))) continue;
      if (!unique(cand.keywords, truth.id)) continue;
      out.push({ keywords: cand.keywords, ownerId: truth.id, what: cand.what });
      taken.set(cand.what, (taken.get(cand.what) ?? 0) + 1);
      perOwner.set(truth.id, (perOwner.get(truth.id) ?? 0) + 1);
      if ((perOwner.get(truth.id) ?? 0) >= 2) break;
    }
  }
  return out;
}
