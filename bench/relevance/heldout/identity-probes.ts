/**
 * Identity probes: searches made of a freelancer's private data (names, e-mail, phone, LinkedIn, employers, schools),
 * in several spellings. The expectation, checked by the integrator: a probe never returns its owner. Private data
 * must not be searchable, whether it sits in the record's own fields or was written into the free text.
 *
 * A probe is kept only when its words do not occur in the owner's public text (its text once every private string
 * is taken out): otherwise finding the owner would be right, not a leak.
 */
import { EMPLOYERS, SCHOOLS, ascii, compoundVariants, decomposed, germanic, upperName } from './people';
import type { HeldOutFreelancer } from './types';

export interface IdentityProbe {
  keywords: string;
  ownerId: string;
  /** `kind: detail`, e.g. `surname-as-written: Lefevre`. */
  what: string;
}

const DISTINCTIVE = new Map(EMPLOYERS.map((e) => [e.name, e.distinctive]));
const SCHOOL_WORDS = new Map(SCHOOLS.map((s) => [s.name, s.distinctive]));

const fold = (s: string) =>
  ascii(s.normalize('NFC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The owner's text that may be searched: every text field, with the private strings taken out. */
function publicText(f: HeldOutFreelancer): string {
  const p = f.profile;
  const id = f.truth.identity;
  const texts: string[] = [
    p.basics.label ?? '',
    p.basics.summary ?? '',
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    p.basics.location?.address ?? '',
  ];
  for (const w of p.work ?? []) texts.push(w.position ?? '', w.summary ?? '');
  for (const e of p.education ?? []) texts.push(e.area ?? '', e.studyType ?? '');
  for (const c of p.certificates ?? []) texts.push(c.name ?? '', c.issuer ?? '');
  for (const s of p.skills ?? []) texts.push(s.name, s.level ?? '', ...(s.keywords ?? []));
  for (const l of p.languages ?? []) texts.push(l.language, l.fluency ?? '');
  for (const i of p.interests ?? []) texts.push(i.name ?? '');
  const fl = p.meta.freelance;
  texts.push(...(fl?.professions ?? []), fl?.availabilityDate ?? '', fl?.rate ?? '');
  for (const a of f.truth.workAreas)
    texts.push(a.cityName ?? '', a.departmentName ?? '', a.regionName ?? '', a.countryName);
  const privateStrings = [
    ...id.written.map((w) => w.text),
    id.fullName,
    id.email,
    id.phone,
    id.linkedinUrl,
    ...id.employers,
    ...id.schools,
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return texts
    .map((t) => {
      let out = t;
      for (const s of privateStrings) out = out.split(s).join(' ');
      return out;
    })
    .join(' \n ');
}

/** Whether the probe would legitimately find its owner through public words. */
function foundInPublic(keywords: string, publicFolded: string, publicTokens: Set<string>): boolean {
  const phrase = /^".*"$/.test(keywords);
  const folded = fold(keywords);
  if (!folded) return true;
  if (phrase) return ` ${publicFolded} `.includes(` ${folded} `);
  return folded.split(' ').every((w) => publicTokens.has(w));
}

const quoteIfMany = (s: string) => (/\s/.test(s.trim()) ? `"${s}"` : s);
const digits = (s: string) => s.replace(/\D/g, '');

export function identityProbes(corpus: HeldOutFreelancer[]): IdentityProbe[] {
  const out: IdentityProbe[] = [];
  corpus.forEach((f, i) => {
    const id = f.truth.identity;
    // a sixth of the corpus, and a quarter of the profiles whose text carries three kinds of private data or more
    if (i % 6 !== 0 && !(id.leaks.length >= 3 && i % 4 === 1)) return;
    const ownerId = f.profile.meta.id;
    const pub = publicText(f);
    const publicFolded = fold(pub);
    const publicTokens = new Set(publicFolded.split(' '));
    const seen = new Set<string>();
    const add = (keywords: string, what: string) => {
      const k = keywords.trim();
      if (!k || seen.has(k) || foundInPublic(k, publicFolded, publicTokens)) return;
      seen.add(k);
      out.push({ keywords: k, ownerId, what });
    };

    // names
    add(id.lastName, 'surname: as recorded');
    add(`${id.firstName} ${id.lastName}`, 'first-and-last-name: as recorded');
    const writtenName = id.written.find((w) => w.kind === 'name' && w.text !== id.fullName);
    if (writtenName) add(writtenName.text, `name-as-written: ${writtenName.text}`);
    const otherSurnames = [
      ...new Set([
        ascii(id.lastName),
        germanic(id.lastName),
        ...compoundVariants(id.lastName),
        decomposed(id.lastName),
        upperName(id.lastName),
      ]),
    ].filter((v) => v !== id.lastName);
    for (const v of otherSurnames.slice(0, 2)) add(v, `surname-as-written: ${v}`);
    if (/[’']/.test(id.lastName))
      add(
        id.lastName.replace(/[’']/g, (c) => (c === '’' ? "'" : '’')),
        'surname: other apostrophe',
      );

    // e-mail
    const [local, domain] = id.email.split('@') as [string, string];
    add(id.email, 'email: as recorded');
    add(local, 'email-local-part');
    const disguised = id.written.some((w) => w.kind === 'email' && w.text !== id.email);
    if (disguised) add(domain.split('.')[0]!, 'email-domain: the address was disguised in the text');

    // phone
    add(id.phone, 'phone: as recorded');
    const d = digits(id.phone);
    const national = d.startsWith('00') ? d.slice(2) : d;
    add(national.startsWith('0') ? national : `+${national}`, 'phone: digits only');
    const writtenPhone = id.written.find((w) => w.kind === 'phone');
    if (writtenPhone) add(writtenPhone.text, 'phone: as written in the text');

    // online profiles
    add(id.linkedinSlug, 'linkedin: profile name');
    if (id.githubUser) add(id.githubUser, 'github: user name');

    // employers and schools
    const employer = id.employers[i % id.employers.length]!;
    add(quoteIfMany(employer), `employer: ${employer}`);
    const writtenEmployer = id.written.find((w) => w.kind === 'employer' && !id.employers.includes(w.text));
    if (writtenEmployer) add(quoteIfMany(writtenEmployer.text), `employer-as-written: ${writtenEmployer.text}`);
    for (const e of id.employers) {
      const word = DISTINCTIVE.get(e)?.[0];
      if (word) {
        add(word, `employer-word: ${word} (${e})`);
        break;
      }
    }
    const school = id.schools[0]!;
    add(quoteIfMany(school), `school: ${school}`);
    const schoolWord = SCHOOL_WORDS.get(school)?.[0];
    if (schoolWord) add(schoolWord, `school-word: ${schoolWord}`);
  });
  return out;
}
