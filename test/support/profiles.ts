import { rawProfileSchema, type RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { canonicalise } from '../../src/services/profile-import.service';

/** A raw profile (originals included) for tests; `overrides` are merged into `basics` and `meta`. */
export function rawProfile(id: string, overrides: { basics?: Partial<RawProfile['basics']>; meta?: Partial<RawProfile['meta']>; work?: RawProfile['work'] } = {}): RawProfile {
  return rawProfileSchema.parse({
    basics: {
      name: 'Camille Martin',
      label: 'Développeuse Full-Stack',
      email: `camille.${id}@gmail.example`,
      phone: '+33 6 12 34 56 78',
      url: `https://www.linkedin.com/in/camille-${id}`,
      summary: 'Dix ans de TypeScript.',
      location: { address: 'Lyon, France', postalCode: '69001', city: 'Lyon', countryCode: 'FR', region: 'Auvergne-Rhône-Alpes' },
      profiles: [{ username: 'camille', network: 'GitHub', url: 'https://github.com/camille' }],
      ...overrides.basics,
    },
    work: overrides.work ?? [{ name: 'Acme SA', position: 'Lead dev', startDate: '2020-01-01', endDate: '', summary: 'Refonte.' }],
    skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js'] }],
    languages: [{ language: 'Français', fluency: 'Natif' }],
    meta: { id, firstName: 'Camille', lastName: 'Martin', cvUrl: `https://cv.example/${id}.pdf`, freelance: { available: true, rate: '450-550', seniority: 'Senior (7-10 ans)' }, ...overrides.meta },
  });
}

export const stored = (profile: RawProfile) => canonicalise(profile);

/** A clock stopped at `ms`: the stamp of a store write in contract tests, where times are explicit. */
export const at = (ms: number) => () => ms;
