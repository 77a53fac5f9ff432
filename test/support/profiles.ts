import { rawProfileSchema, type RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { canonicalise } from '../../src/services/profile-import.service';

/** A raw profile (originals included) for tests; `overrides` are merged into `basics` and `meta`. */
export function rawProfile(
  id: string,
  overrides: {
    basics?: Partial<RawProfile['basics']>;
    meta?: Partial<RawProfile['meta']>;
    work?: RawProfile['work'];
  } = {},
): RawProfile {
  return rawProfileSchema.parse({
    basics: {
      name: 'Camille Martin',
      label: 'Développeuse Full-Stack',
      email: `camille.${id}@gmail.example`,
      phone: '+33 6 12 34 56 78',
      url: `https://www.linkedin.com/in/camille-${id}`,
      summary: 'Dix ans de TypeScript.',
      location: {
        address: 'Lyon, France',
        postalCode: '69001',
        city: 'Lyon',
        countryCode: 'FR',
        region: 'Auvergne-Rhône-Alpes',
      },
      profiles: [{ username: 'camille', network: 'GitHub', url: 'https://github.com/camille' }],
      ...overrides.basics,
    },
    work: overrides.work ?? [
      { name: 'Acme SA', position: 'Lead dev', startDate: '2020-01-01', endDate: '', summary: 'Refonte.' },
    ],
    skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js'] }],
    languages: [{ language: 'Français', fluency: 'Natif' }],
    meta: {
      id,
      firstName: 'Camille',
      lastName: 'Martin',
      cvUrl: `https://cv.example/${id}.pdf`,
      freelance: { available: true, rate: '450-550', seniority: 'Senior (7-10 ans)' },
      ...overrides.meta,
    },
  });
}

export const stored = (profile: RawProfile) => canonicalise(profile);

/**
 * A profile that hides its owner's identity in every string field a profile has: the e-mail, phones, links, names,
 * username, employer and school, written where no one expects them (a skill's level, a language's fluency, a
 * profession, the availability date, the rate, a work area's label, references, projects...). Its one honest word
 * is `cartographie`, in its headline: a search for it must find the profile, a search for any hidden part must not.
 */
export const LEAKS = {
  email: 'jean.dupont@gmail.com',
  phone: '06 12 34 56 78',
  phone2: '+33 6 98 76 54 32',
  url: 'https://www.linkedin.com/in/jean-dupont-42',
  github: 'https://github.com/jdupont',
  cv: 'https://cv.example.com/jean-dupont.pdf',
  first: 'Jean',
  last: 'Dupont',
  username: 'jdupont',
  employer: 'BNP Paribas',
  school: 'INSA Toulouse',
};

export function leakyProfile(id: string): RawProfile {
  const L = LEAKS;
  const all = `${L.first} ${L.last}, ${L.email}, ${L.phone}, ${L.url}, ex-${L.employer}, ${L.school}`;
  return rawProfileSchema.parse({
    basics: {
      name: `${L.first} ${L.last}`,
      label: `Consultant cartographie (${L.email})`,
      email: L.email,
      phone: L.phone,
      url: L.url,
      summary: `Contact : ${L.email} ou ${L.phone2}. Profil : ${L.url.replace('https://www.', '')} et ${L.github}. ${L.first} ${L.last}, chez ${L.employer} puis diplômé de l'${L.school}.`,
      location: {
        address: `1 rue ${L.last}, Lyon`,
        postalCode: '69001',
        city: 'Lyon',
        countryCode: 'FR',
        region: 'Auvergne-Rhône-Alpes',
      },
      profiles: [{ username: L.username, network: 'GitHub', url: L.github }],
    },
    work: [
      {
        name: L.employer,
        position: `Analyste chez ${L.employer}`,
        startDate: '2020-01',
        endDate: '',
        summary: `Mission chez ${L.employer} pour ${L.first} ${L.last} (${L.phone}).`,
      },
    ],
    education: [{ institution: L.school, area: `Cartographie, ${L.email}`, studyType: 'Master' }],
    certificates: [{ name: `Certificat ${L.last}`, issuer: L.employer, url: L.url }],
    skills: [{ name: 'QGIS', level: `Expert (${L.email})`, keywords: [L.username, L.phone] }],
    languages: [{ language: 'Anglais', fluency: `Courant, ${L.phone2}` }],
    volunteer: [{ organization: L.employer, position: L.last, summary: all, highlights: [all] }],
    awards: [{ title: `Prix ${L.last}`, awarder: L.school, summary: all }],
    publications: [{ name: all, publisher: L.employer, summary: all }],
    interests: [{ name: L.email, keywords: [L.phone, L.username] }],
    references: [{ name: `${L.first} ${L.last}`, reference: `Joignable au ${L.phone} ou ${L.email}, ${L.url}` }],
    projects: [
      {
        name: `Projet ${L.last}`,
        description: all,
        highlights: [all],
        keywords: [L.username],
        roles: [L.email],
        entity: L.employer,
        type: L.phone,
      },
    ],
    meta: {
      id,
      firstName: L.first,
      lastName: L.last,
      cvUrl: L.cv,
      freelance: {
        available: true,
        availabilityDate: `Appeler ${L.phone}`,
        rate: `500, voir ${L.email}`,
        seniority: 'Senior (7-10 ans)',
        professions: [`Cartographe ${L.last}`],
        preferences: {
          workAreas: [
            {
              type: 'ville',
              cityName: 'Lyon',
              cityZipCode: '69001',
              countryCode: 'FR',
              label: `Lyon, ${L.email} ${L.url}`,
            },
          ],
        },
      },
    },
  });
}
/**
 * A profile whose record and text spell its owner's identity differently, as real data does (a CRM export without
 * accents, text with them; `ł`, `ß`, `œ` written or not; decomposed and precomposed letters; both apostrophes; a
 * compound name split or joined; addresses in their disguises), hidden in every kind of string field. Its honest
 * words are `geomatique` and the job words of its employers' names (`data`, `cloud`).
 */
export const SPELLED = {
  record: {
    first: 'Helene',
    last: "O'Zzlebihan",
    employer: 'Zzsociete Zzgenerale Data',
    school: 'Zzœcole Zzstrauss Cloud',
  },
  text: {
    name: 'Hélène O’Zz-Le-Bihan',
    last: 'Ozzlebihan',
    employer: 'Zzsociété Zzgénérale Data',
    school: 'Zzoecole Zzstrauß Cloud',
    nfd: 'He\u0301le\u0300ne',
  },
  email: 'helene.zzlebihan (at) gmail.com',
  email2: 'helene.zzlebihan@gmail',
};

export function spelledLeakyProfile(id: string): RawProfile {
  const S = SPELLED;
  const T = S.text;
  const all = `${T.name}, ${T.nfd} ${T.last}, ${S.email}, ${S.email2}, ex-${T.employer}, ${T.school}`;
  return rawProfileSchema.parse({
    basics: {
      name: `${S.record.first} ${S.record.last}`,
      label: `Géomaticienne Data chez ${T.employer}`,
      email: 'helene.zzlebihan@gmail.com',
      url: 'https://www.linkedin.com/in/hzzlebihan',
      summary: `Je suis ${T.name} (${T.nfd} ${T.last}), ancienne de ${T.employer}, diplômée de ${T.school}. Écrire à ${S.email} ou ${S.email2}. Géomatique et cloud.`,
      location: { city: 'Lyon', countryCode: 'FR', postalCode: '69001' },
      profiles: [],
    },
    work: [
      {
        name: S.record.employer,
        position: `Géomaticienne (${T.last})`,
        startDate: '2020-01',
        endDate: '',
        summary: `Chez ${T.employer} avec ${T.name}.`,
      },
    ],
    education: [{ institution: S.record.school, area: `Géomatique, ${T.school}`, studyType: 'Master' }],
    skills: [{ name: 'QGIS', level: `Expert (${T.nfd})`, keywords: [T.last, S.email2] }],
    languages: [{ language: 'Anglais', fluency: `Courant, ${S.email}` }],
    projects: [{ name: all, description: all }],
    meta: {
      id,
      firstName: S.record.first,
      lastName: S.record.last,
      freelance: {
        available: true,
        availabilityDate: `Demander à ${T.name}`,
        professions: [`Géomaticienne ${T.last}`],
      },
    },
  });
}

/** A clock stopped at `ms`: the stamp of a store write in contract tests, where times are explicit. */
export const at = (ms: number) => () => ms;
