/**
 * Identity probes: searches for private data (names, e-mails and their local parts, phones, LinkedIn slugs, small
 * employers, schools, referees, people named in mission texts, rare surnames). A value is kept only when
 * - none of its words occurs in the owner's non-private text (the profile written with private data blanked), so the
 *   owner could only be found through private data;
 * - it occurs in the owner's records and in no other profile, so the owner is the only profile it points to.
 */
import type { corpus } from './corpus';
import { textOf, writeProfile, written } from './writer';

type Corpus = ReturnType<typeof corpus>;
type Entry = Corpus[number];

function norm(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
function tokens(s: string): string[] {
  return norm(s)
    .split(/[^a-z0-9]+/)
    .filter((x) => x.length > 0);
}
/** Text as a sequence of tokens, to look values up on token boundaries. */
function flat(s: string): string {
  return ' ' + tokens(s).join(' ') + ' ';
}

interface Candidate {
  kind: string;
  value: string;
}

function candidates(e: Entry): Candidate[] {
  const t = e.truth;
  const p = t.private;
  const out: Candidate[] = [];
  out.push({ kind: 'full name', value: `${p.firstName} ${p.lastName}` });
  out.push({ kind: 'e-mail', value: p.email });
  const local = p.email.split('@')[0]!;
  if (local !== 'contact') out.push({ kind: 'e-mail local part', value: local });
  out.push({ kind: 'phone', value: p.phone });
  out.push({ kind: 'linkedin slug', value: p.linkedin });
  for (const s of p.smallEmployers) out.push({ kind: 'small employer', value: written(t, s) });
  for (const s of p.schools) out.push({ kind: 'school', value: written(t, s) });
  for (const r of p.referees) out.push({ kind: 'referee', value: written(t, r) });
  for (const r of p.people) out.push({ kind: 'person in mission text', value: written(t, r) });
  out.push({ kind: 'rare surname', value: p.lastName });
  return out;
}

const QUOTA: Record<string, number> = {
  'full name': 14,
  'e-mail': 10,
  'e-mail local part': 10,
  phone: 10,
  'linkedin slug': 10,
  'small employer': 12,
  school: 8,
  referee: 8,
  'person in mission text': 6,
  'rare surname': 8,
};

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  const fullText = c.map((e) =>
    flat(
      textOf(e.profile as Record<string, unknown>).join(' \n ') +
        ' ' +
        e.truth.private.email +
        ' ' +
        e.truth.private.linkedin,
    ),
  );
  const publicTokens = c.map((e) => new Set(tokens(textOf(writeProfile(e.truth, 'public').profile).join(' '))));
  const freeText = c.map((e) => {
    const pr = e.profile as { basics: { summary: string }; work: { summary: string }[] };
    return flat([pr.basics.summary, ...pr.work.map((w) => w.summary)].join(' \n '));
  });
  const surnameCount = new Map<string, number>();
  for (const e of c)
    surnameCount.set(norm(e.truth.private.lastName), (surnameCount.get(norm(e.truth.private.lastName)) ?? 0) + 1);
  const taken = new Map<string, number>();
  const usedOwners = new Map<string, number>();
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  // Profiles that repeat private data in free text first: they are the ones a search could leak.
  const order = c.map((_, i) => i).sort((a, b) => Number(c[b]!.truth.leaks) - Number(c[a]!.truth.leaks) || a - b);
  for (let pass = 0; pass < 2; pass++) {
    for (const i of order) {
      const e = c[i]!;
      if ((usedOwners.get(e.truth.id) ?? 0) >= (pass === 0 ? 1 : 2)) continue;
      for (const cand of candidates(e)) {
        if ((taken.get(cand.kind) ?? 0) >= (QUOTA[cand.kind] ?? 0)) continue;
        if (out.some((o) => o.keywords === cand.value)) continue;
        const toks = tokens(cand.value);
        if (toks.length === 0) continue;
        if (toks.some((x) => publicTokens[i]!.has(x))) continue;
        const needle = ' ' + toks.join(' ') + ' ';
        if (!fullText[i]!.includes(needle)) continue;
        if (fullText.some((f, j) => j !== i && f.includes(needle))) continue;
        if (cand.kind === 'rare surname' && (surnameCount.get(norm(cand.value)) !== 1 || toks.length > 2)) continue;
        if (cand.kind === 'school' && toks.length < 2) continue;
        out.push({
          keywords: cand.value,
          ownerId: e.truth.id,
          what: `${cand.kind}${freeText[i]!.includes(needle) ? ' (also in free text)' : ''}`,
        });
        taken.set(cand.kind, (taken.get(cand.kind) ?? 0) + 1);
        usedOwners.set(e.truth.id, (usedOwners.get(e.truth.id) ?? 0) + 1);
        break;
      }
    }
  }
  return out;
}
