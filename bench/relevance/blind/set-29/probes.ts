/**
 * Identity probes of set 29: searches for private data (full names, e-mails and their local parts, phones, LinkedIn
 * slugs, small employers and own companies, schools, referees, people named in mission texts, rare surnames). Each
 * value belongs to one freelancer, and values whose words also occur in the owner's non-private text are left out.
 */
import { Rng, stripAccents, type corpus } from './corpus';
import { RARE_LAST } from './people';
import type { Truth } from './truth';

export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

type Entry = ReturnType<typeof corpus>[number];

function words(s: string): string[] {
  return stripAccents(s)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

interface ProfileText {
  basics?: { label?: string; summary?: string; location?: Record<string, string> };
  work?: { name?: string; position?: string; summary?: string }[];
  education?: { area?: string; studyType?: string }[];
  certificates?: { name?: string; issuer?: string }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  meta?: { freelance?: { professions?: string[]; rate?: string; availabilityDate?: string } };
}

/** The owner's non-private text: every free-text field, without the sentences and fields that hold private data. */
export function publicText(e: Entry): string {
  const p = e.profile as ProfileText;
  const t: Truth = e.truth;
  const priv = t.private;
  const privateNames = [priv.ownCompany ?? '', ...priv.employers].filter((x) => x !== '');
  const parts: string[] = [p.basics?.label ?? '', p.basics?.summary ?? '', ...Object.values(p.basics?.location ?? {})];
  for (const w of p.work ?? []) {
    if (!privateNames.some((n) => (w.name ?? '').includes(n))) parts.push(w.name ?? '');
    parts.push(w.position ?? '', w.summary ?? '');
  }
  for (const ed of p.education ?? []) parts.push(ed.area ?? '', ed.studyType ?? '');
  for (const ce of p.certificates ?? []) parts.push(ce.name ?? '', ce.issuer ?? '');
  for (const s of p.skills ?? []) parts.push(s.name ?? '', s.level ?? '', ...(s.keywords ?? []));
  for (const l of p.languages ?? []) parts.push(l.language ?? '', l.fluency ?? '');
  parts.push(
    ...(p.meta?.freelance?.professions ?? []),
    p.meta?.freelance?.rate ?? '',
    p.meta?.freelance?.availabilityDate ?? '',
  );
  let text = parts.join('\n');
  for (const s of [...priv.repeats, ...priv.mentions]) text = text.split(s).join(' ');
  return text;
}

const RARE = new Set(RARE_LAST.map(stripAccents));

const IGNORED = new Set(['com', 'net', 'fr', 'ch', 'be', 'lu', 'uk', 'co', 'www', 'https', 'http']);

function clean(value: string, pub: Set<string>): boolean {
  return words(value)
    .filter((w) => !IGNORED.has(w))
    .every((w) => !pub.has(w));
}

const quote = (s: string) => (/\s/.test(s) ? `"${s}"` : s);

export function identityProbes(c: ReturnType<typeof corpus>): Probe[] {
  const rng = new Rng(0x29);
  const order = rng.shuffle(c);
  const pub = new Map<string, Set<string>>();
  for (const e of c) pub.set(e.truth.id, new Set(words(publicText(e))));

  // how many freelancers hold each value (to keep values with one owner)
  const holders = new Map<string, Set<string>>();
  const hold = (v: string, id: string) => {
    const k = stripAccents(v).toLowerCase();
    const s = holders.get(k) ?? new Set<string>();
    s.add(id);
    holders.set(k, s);
  };
  for (const { truth: t } of c) {
    const p = t.private;
    hold(p.lastName, t.id);
    hold(p.email.split('@')[0]!, t.id);
    for (const x of [...p.schools, ...p.employers, ...p.referees, ...p.people]) hold(x, t.id);
    for (const x of [...p.referees, ...p.people]) hold(x.split(' ').slice(1).join(' '), t.id);
    if (p.ownCompany) hold(p.ownCompany, t.id);
  }
  const single = (v: string) => (holders.get(stripAccents(v).toLowerCase())?.size ?? 0) === 1;

  type Cand = { keywords: string; value: string; what: string };
  const kinds: { kind: string; quota: number; make: (t: Truth) => Cand[] }[] = [
    {
      kind: 'full name',
      quota: 16,
      make: (t) => [{ keywords: t.private.fullName, value: t.private.fullName, what: 'first and last name' }],
    },
    {
      kind: 'email',
      quota: 12,
      make: (t) => [{ keywords: t.private.email, value: t.private.email, what: 'personal e-mail address' }],
    },
    {
      kind: 'email local part',
      quota: 8,
      make: (t) => {
        const local = t.private.email.split('@')[0]!;
        return single(local) && /[._]/.test(local)
          ? [{ keywords: local, value: local, what: 'local part of the personal e-mail' }]
          : [];
      },
    },
    {
      kind: 'phone',
      quota: 10,
      make: (t) => {
        const ph = t.private.phone;
        const compact = ph.replace(/\s+/g, '');
        return [{ keywords: rng.chance(0.5) ? ph : compact, value: ph, what: 'phone number' }];
      },
    },
    {
      kind: 'linkedin',
      quota: 10,
      make: (t) => [{ keywords: t.private.linkedinSlug, value: t.private.linkedinSlug, what: 'LinkedIn profile slug' }],
    },
    {
      kind: 'employer',
      quota: 10,
      make: (t) =>
        [...(t.private.ownCompany ? [t.private.ownCompany] : []), ...t.private.employers].filter(single).map((e) => ({
          keywords: quote(e),
          value: e,
          what: e === t.private.ownCompany ? 'own company' : 'small employer',
        })),
    },
    {
      kind: 'school',
      quota: 6,
      make: (t) => t.private.schools.filter(single).map((s) => ({ keywords: quote(s), value: s, what: 'school' })),
    },
    {
      kind: 'referee',
      quota: 6,
      make: (t) => t.private.referees.filter(single).map((r) => ({ keywords: r, value: r, what: 'referee' })),
    },
    {
      kind: 'person',
      quota: 6,
      make: (t) =>
        t.private.people.filter(single).map((r) => ({ keywords: r, value: r, what: 'person named in a mission text' })),
    },
    {
      kind: 'rare surname',
      quota: 8,
      make: (t) =>
        single(t.private.lastName) && RARE.has(stripAccents(t.private.lastName))
          ? [{ keywords: t.private.lastName, value: t.private.lastName, what: 'rare surname held by one freelancer' }]
          : [],
    },
  ];

  const out: Probe[] = [];
  const usedOwners = new Map<string, number>();
  for (const k of kinds) {
    // alternate owners who repeat private data in free text and owners who do not
    const withRepeats = order.filter((e) => e.truth.private.repeats.length > 0);
    const without = order.filter((e) => e.truth.private.repeats.length === 0);
    const queue: Entry[] = [];
    for (let i = 0; i < Math.max(withRepeats.length, without.length); i++) {
      if (withRepeats[i]) queue.push(withRepeats[i]!);
      if (without[i]) queue.push(without[i]!);
    }
    let taken = 0;
    for (const e of queue) {
      if (taken >= k.quota) break;
      if ((usedOwners.get(e.truth.id) ?? 0) >= 2) continue;
      const words = pub.get(e.truth.id)!;
      const record = JSON.stringify(e.profile);
      const cand = k.make(e.truth).find((x) => record.includes(x.value) && clean(x.value, words));
      if (!cand) continue;
      out.push({
        keywords: cand.keywords,
        ownerId: e.truth.id,
        what: `${k.kind}: ${cand.what}${e.truth.private.repeats.length > 0 ? ' (owner repeats private data in free text)' : ''}`,
      });
      usedOwners.set(e.truth.id, (usedOwners.get(e.truth.id) ?? 0) + 1);
      taken++;
    }
  }
  return out;
}
