/* Identity probes of blind-25: searches for private data that must not find its owner. */
import type { corpus } from './corpus';
import { deaccent } from './truth';

function words(s: string): string[] {
  return deaccent(s)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

/** The text a search may legitimately see: every field, private values blanked out. */
function publicText(profile: unknown, privateStrings: string[]): string {
  const p = profile as { basics: Record<string, unknown>; meta: Record<string, unknown> };
  const copy = {
    ...p,
    basics: { ...p.basics, name: '', email: '', phone: '', url: '', profiles: [] },
    meta: { ...p.meta, id: '', firstName: '', lastName: '', cvUrl: '' },
    education: [],
    references: [],
  };
  let text = JSON.stringify(copy);
  const vals = [...privateStrings, ...privateStrings.map(deaccent)].sort((a, b) => b.length - a.length);
  for (const v of vals) if (v.length > 0) text = text.split(v).join(' ');
  return text;
}

export function identityProbes(c: ReturnType<typeof corpus>): { keywords: string; ownerId: string; what: string }[] {
  const texts = c.map((e) => ({
    id: e.truth.id,
    pub: new Set(words(publicText(e.profile, e.privateStrings))),
    all: new Set(words(JSON.stringify(e.profile))),
  }));
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const seen = new Set<string>();
  c.forEach((e, i) => {
    if (i % 8 !== 2) return;
    const p = e.truth.priv;
    const own = texts[i]!;
    const cands: [string, string][] = [
      [`${p.first} ${p.last}`, 'full name'],
      [p.email, 'personal e-mail'],
      [p.email.split('@')[0]!, 'e-mail local part'],
      [p.phone, 'phone'],
      [p.linkedin, 'LinkedIn slug'],
      ...p.employers.map((x): [string, string] => [x, 'private employer']),
      ...p.schools.map((x): [string, string] => [x, 'school']),
      ...p.referees.map((x): [string, string] => [x, 'referee']),
      ...p.named.map((x): [string, string] => [x, 'person named in a mission']),
      [p.last, 'surname'],
    ];
    const start = Math.floor(i / 8) % cands.length;
    const rotated = [...cands.slice(start), ...cands.slice(0, start)];
    let taken = 0;
    for (const [value, what] of rotated) {
      if (taken >= 1) break;
      const w = words(value);
      if (w.length === 0 || seen.has(value.toLowerCase())) continue;
      // leave out values whose words the owner's public text also holds
      if (w.some((x) => own.pub.has(x))) continue;
      // keep only values that point at one profile: no other profile holds all their words
      if (texts.some((t, j) => j !== i && w.every((x) => t.all.has(x)))) continue;
      seen.add(value.toLowerCase());
      out.push({
        keywords: what === 'personal e-mail' || what === 'phone' || w.length > 1 ? `"${value}"` : value,
        ownerId: e.truth.id,
        what,
      });
      taken++;
    }
  });
  return out;
}
