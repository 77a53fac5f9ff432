/** Identity probes of set 21: searches for private data, each naming the one profile that holds it. */
import type { corpus, Truth } from './corpus';

type Corpus = ReturnType<typeof corpus>;

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/** Values kept only when none of their words (3+ characters) occur in the owner's non-private text. */
function candidates(t: Truth): { value: string; what: string }[] {
  const p = t.priv;
  const out: { value: string; what: string }[] = [
    { value: `${p.firstName} ${p.lastName}`, what: 'full name' },
    { value: p.email, what: 'personal e-mail' },
    { value: p.email.split('@')[0] ?? '', what: 'e-mail local part' },
    { value: p.phone, what: 'phone' },
    { value: p.linkedin, what: 'LinkedIn slug' },
    { value: p.lastName, what: 'surname' },
  ];
  for (const e of p.employers) out.push({ value: e, what: 'small employer / own company' });
  for (const s of p.schools) out.push({ value: s, what: 'school' });
  for (const r of p.referees) out.push({ value: r, what: 'referee' });
  for (const n of p.named) out.push({ value: n, what: 'person named in a mission' });
  const pub = new Set(t.publicWords);
  return out.filter((c) => c.value.length > 0 && !words(c.value).some((w) => pub.has(w)));
}

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  // a value must belong to exactly one profile
  const owners = new Map<string, Set<string>>();
  const all: { value: string; what: string; id: string }[] = [];
  for (const { truth } of c) {
    const p = truth.priv;
    const vals = [
      `${p.firstName} ${p.lastName}`,
      p.email,
      p.email.split('@')[0] ?? '',
      p.phone,
      p.linkedin,
      p.lastName,
      ...p.employers,
      ...p.schools,
      ...p.referees,
      ...p.named,
    ];
    for (const v of vals) {
      const k = v.toLowerCase();
      if (!owners.has(k)) owners.set(k, new Set());
      owners.get(k)?.add(truth.id);
    }
    for (const cand of candidates(truth)) all.push({ ...cand, id: truth.id });
  }
  const unique = all.filter((a) => owners.get(a.value.toLowerCase())?.size === 1);
  // round-robin over the kinds, walking the pool with a fixed stride so owners vary
  const byWhat = new Map<string, typeof unique>();
  for (const u of unique) {
    if (!byWhat.has(u.what)) byWhat.set(u.what, []);
    byWhat.get(u.what)?.push(u);
  }
  const quota: Record<string, number> = {
    'full name': 14,
    'personal e-mail': 12,
    'e-mail local part': 10,
    phone: 10,
    'LinkedIn slug': 10,
    surname: 8,
    'small employer / own company': 10,
    school: 6,
    referee: 6,
    'person named in a mission': 6,
  };
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  for (const [what, n] of Object.entries(quota)) {
    const list = byWhat.get(what) ?? [];
    const stride = Math.max(1, Math.floor(list.length / n));
    for (let i = 0, taken = 0; i < list.length && taken < n; i += stride, taken++) {
      const u = list[i];
      if (u) out.push({ keywords: u.value, ownerId: u.id, what });
    }
  }
  return out;
}
