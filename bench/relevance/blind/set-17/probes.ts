// Set 17 identity probes: searches made of one profile's private data (names, e-mail, phone, LinkedIn slug, small
// employer, referee). A probe is left out when its words appear in the owner's non-private text, or when the private
// value is shared with another profile.
import type { corpus } from './corpus';
import { Rng } from './rng';

type C = ReturnType<typeof corpus>;
interface P {
  basics: {
    name: string;
    email: string;
    phone: string;
    url: string;
    label: string;
    summary: string;
    location?: { city: string; region: string };
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string }[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string }[];
  languages: { language: string }[];
  references: { name?: string; reference?: string }[];
  meta: { id: string; firstName: string; lastName: string };
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
const GENERIC = new Set([
  'gmail',
  'com',
  'orange',
  'outlook',
  'free',
  'yahoo',
  'hotmail',
  'laposte',
  'net',
  'sfr',
  'proton',
  'icloud',
  'skynet',
  'telenet',
  'bluewin',
  'hispeed',
  'contact',
  'www',
  'linkedin',
  'https',
]);

function publicText(p: P, privateInText: string[]): Set<string> {
  let summary = p.basics.summary;
  for (const s of privateInText) summary = summary.split(s).join(' ');
  const parts = [
    p.basics.label,
    summary,
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    ...p.work.flatMap((w) => [w.position, w.summary]),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...p.certificates.map((c) => c.name),
    ...p.languages.map((l) => l.language),
  ];
  return new Set(parts.flatMap(words));
}

export function identityProbes(c: C): { keywords: string; ownerId: string; what: string }[] {
  const rng = new Rng(0x9a0be);
  const profiles = c.map((x) => ({ p: x.profile as P, t: x.truth }));
  // how many profiles hold each private value
  const holders = new Map<string, number>();
  const bump = (k: string) => holders.set(norm(k), (holders.get(norm(k)) ?? 0) + 1);
  for (const { p } of profiles) {
    bump(`last:${p.meta.lastName}`);
    bump(`full:${p.basics.name}`);
    for (const w of p.work) bump(`emp:${w.name}`);
    bump(`school:${p.education[0]?.institution ?? ''}`);
    for (const r of p.references) if (r.name) bump(`ref:${r.name}`);
  }
  const unique = (k: string) => holders.get(norm(k)) === 1;
  const kinds = [
    'fullname',
    'email',
    'phone',
    'linkedin',
    'employer',
    'surname',
    'email-local',
    'referee',
    'fullname-employer',
  ] as const;
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const order = rng.shuffle(profiles);
  let k = 0;
  for (const { p, t } of order) {
    if (out.length >= 96) break;
    const pub = publicText(p, t.privateInText);
    const clean = (probe: string) =>
      words(probe)
        .filter((w) => !GENERIC.has(w))
        .every((w) => !pub.has(w));
    const slug = p.basics.url.replace(/^https:\/\/www\.linkedin\.com\/in\//, '');
    const small = p.work.map((w) => w.name).find((n) => unique(`emp:${n}`) && !/\(client /.test(n));
    const ref = p.references.find((r) => r.name && unique(`ref:${r.name}`))?.name;
    const candidates: Record<(typeof kinds)[number], string | undefined> = {
      fullname: unique(`full:${p.basics.name}`) ? p.basics.name : undefined,
      email: p.basics.email,
      phone: p.basics.phone,
      linkedin: slug,
      employer: small ? `"${small}"` : undefined,
      surname: unique(`last:${p.meta.lastName}`) ? p.meta.lastName : undefined,
      'email-local': p.basics.email.split('@')[0],
      referee: ref ? `"${ref}"` : undefined,
      'fullname-employer': small && unique(`full:${p.basics.name}`) ? `"${p.basics.name}" ${small}` : undefined,
    };
    // take the next kind in rotation that this profile can give
    for (let j = 0; j < kinds.length; j++) {
      const kind = kinds[(k + j) % kinds.length]!;
      const v = candidates[kind];
      if (!v || !clean(v)) continue;
      out.push({ keywords: v, ownerId: t.id, what: `${kind}: ${v}` });
      k = (k + j + 1) % kinds.length;
      break;
    }
  }
  return out;
}
