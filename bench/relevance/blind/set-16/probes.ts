// Set 16 identity probes: searches made of one profile's private data (surname, full name, e-mail, its local part,
// phone, LinkedIn slug, employer, school, a referee's or a manager's name). A probe is kept only when the value
// belongs to its owner alone in the corpus, and (for word probes) when none of its words is in the owner's
// non-private text (title, summary without the private bits, skills, positions, mission texts, city, region).
import type { corpus } from './corpus';

type Corpus = ReturnType<typeof corpus>;
interface P {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location?: { city: string; region: string; postalCode: string };
    profiles: { username: string; network: string }[];
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  certificates: { name: string; issuer: string }[];
  references: { name?: string; reference?: string }[];
  meta: { id: string; firstName: string; lastName: string };
}

function norm(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
function words(s: string): string[] {
  return norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

interface Item {
  what: string;
  value: string;
  wordy: boolean;
}

function privateItems(p: P): Item[] {
  const out: Item[] = [];
  const li = p.basics.profiles.find((x) => x.network === 'LinkedIn');
  out.push({ what: 'surname', value: p.meta.lastName, wordy: true });
  out.push({ what: 'full name', value: `${p.meta.firstName} ${p.meta.lastName}`, wordy: true });
  out.push({ what: 'e-mail', value: p.basics.email, wordy: false });
  out.push({ what: 'e-mail local part', value: p.basics.email.split('@')[0]!, wordy: false });
  out.push({ what: 'phone', value: p.basics.phone, wordy: false });
  if (li) out.push({ what: 'LinkedIn slug', value: li.username, wordy: false });
  for (const w of p.work) out.push({ what: 'employer', value: w.name, wordy: true });
  for (const e of p.education) out.push({ what: 'school', value: e.institution, wordy: true });
  for (const r of p.references) if (r.name) out.push({ what: 'referee', value: r.name.split(',')[0]!, wordy: true });
  for (const w of p.work) {
    const m = /(?:Mission encadrée par|Reported to) ([^.]+)\./.exec(w.summary);
    if (m) out.push({ what: 'manager named in a mission', value: m[1]!, wordy: true });
  }
  return out;
}

function publicText(p: P, priv: Item[]): string {
  let summary = p.basics.summary;
  const works = p.work.map((w) => w.summary);
  const strip = (s: string) => {
    for (const it of priv) if (it.value) s = s.split(it.value).join(' ');
    return s.replace(/Contact :.*|Contact:.*|LinkedIn :.*|Références :.*|Past clients include.*/g, ' ');
  };
  summary = strip(summary);
  return [
    p.basics.label,
    summary,
    ...works.map(strip),
    ...p.work.map((w) => w.position),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...p.languages.map((l) => `${l.language} ${l.fluency}`),
    ...p.certificates.map((c) => `${c.name} ${c.issuer}`),
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
  ].join(' \n ');
}

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  const profiles = c.map((x) => x.profile as P);
  const items = profiles.map(privateItems);
  // how many profiles hold each private value (normalised)
  const owners = new Map<string, Set<string>>();
  profiles.forEach((p, i) => {
    for (const it of items[i]!) {
      const k = norm(it.value);
      if (!owners.has(k)) owners.set(k, new Set());
      owners.get(k)!.add(p.meta.id);
    }
  });
  const order = [
    'school',
    'surname',
    'employer',
    'e-mail',
    'e-mail local part',
    'phone',
    'LinkedIn slug',
    'full name',
    'referee',
    'manager named in a mission',
  ];
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const used = new Set<string>();
  const tryAdd = (i: number, cands: Item[], inText: Item[]): boolean => {
    const p = profiles[i]!;
    if (used.has(p.meta.id)) return false;
    const pub = publicText(p, items[i]!);
    const pubWords = new Set(words(pub));
    const pubNorm = norm(pub);
    for (const it of cands) {
      if (!it.value || it.value.length < 3) continue;
      if ((owners.get(norm(it.value))?.size ?? 0) !== 1) continue;
      if (it.wordy ? words(it.value).some((w) => pubWords.has(w)) : pubNorm.includes(norm(it.value))) continue;
      const quoted =
        it.what === 'full name' ||
        it.what === 'referee' ||
        it.what === 'manager named in a mission' ||
        (it.what === 'employer' && it.value.includes(' '));
      const kw = quoted ? `"${it.value}"` : it.value;
      if (out.some((o) => o.keywords === kw)) continue;
      out.push({
        keywords: kw,
        ownerId: p.meta.id,
        what: it.what + (inText.includes(it) ? ' (also in the summary)' : ''),
      });
      used.add(p.meta.id);
      return true;
    }
    return false;
  };
  // A: private data written in the summary (what redaction must catch in free text)
  let a = 0;
  profiles.forEach((p, i) => {
    if (a >= 18) return;
    const inText = items[i]!.filter(
      (x) => x.value && p.basics.summary.includes(x.value) && x.what !== 'surname' && x.what !== 'full name',
    );
    if (inText.length && tryAdd(i, inText, inText)) a++;
  });
  // B: referees and managers named in mission texts
  let b = 0;
  profiles.forEach((p, i) => {
    if (b >= 14 || i % 2) return;
    const special = items[i]!.filter((x) => x.what === 'referee' || x.what === 'manager named in a mission');
    if (special.length && tryAdd(i, special, [])) b++;
  });
  // schools (only the rare ones are unique)
  let sc = 0;
  profiles.forEach((p, i) => {
    if (sc >= 6) return;
    if (
      tryAdd(
        i,
        items[i]!.filter((x) => x.what === 'school'),
        [],
      )
    )
      sc++;
  });
  // C: the record fields, rotating over the kinds
  let k = 0;
  profiles.forEach((p, i) => {
    if (out.length >= 100 || i % 6 !== 3) return;
    const rot = order
      .slice(k % 8)
      .concat(order.slice(0, k % 8))
      .slice(0, 8);
    const cands = rot.flatMap((w) => items[i]!.filter((x) => x.what === w));
    if (tryAdd(i, cands, [])) k++;
  });
  return out;
}
