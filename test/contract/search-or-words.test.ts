import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * Relaxed (`relax: true`), `or` and `ou` typed in lowercase between two words of one kind read as either of them, as
 * a recruiter means them (`devops aws or azure`, `comptable ou aide-comptable lille`); strictly they are words, as the
 * spec says, which nobody writes.
 */
function person(id: string, label: string, skills: string[], city = 'Lille', postalCode = '59000'): RawProfile {
  const p = rawProfile(id, {
    basics: { label, summary: 'Missions.', location: { address: '', region: '', city, postalCode, countryCode: 'FR' } },
  });
  p.skills = skills.map((name) => ({ name, level: '', keywords: [] }));
  p.meta.freelance.preferences.workAreas = [];
  return p;
}

const CORPUS = () => [
  person('aws', 'Ingénieur DevOps', ['AWS', 'Terraform']),
  person('azure', 'Ingénieur DevOps', ['Azure', 'Terraform']),
  person('gcp', 'Ingénieur DevOps', ['GCP', 'Terraform']),
  person('dev-aws', 'Développeur Java', ['AWS']),
  person('comptable', 'Comptable', ['Sage']),
  person('aide', 'Aide-comptable', ['Sage']),
  person('comptable-lyon', 'Comptable', ['Sage'], 'Lyon', '69003'),
];

describeSearchEngines('or and ou typed in lowercase', CORPUS, (ctx) => {
  it('relaxed, reads them as either of the words around them', async () => {
    const cloud = await ctx.ranked({ keywords: 'devops aws or azure', relax: true });
    expect(cloud.slice(0, 2).sort()).toEqual(['aws', 'azure']);
    // then who has one of the two, `devops` or `aws or azure` (ExpandedGroup.oneMissing)
    expect(cloud.slice(2).sort()).toEqual(['dev-aws', 'gcp']);
    const lille = await ctx.ranked({ keywords: 'comptable ou aide-comptable lille', relax: true });
    expect(lille.slice(0, 2).sort()).toEqual(['aide', 'comptable']);
    expect(lille).not.toContain('aws');
  });

  it('says the or read as nothing', async () => {
    const res = await ctx.search({ keywords: 'devops aws or azure', relax: true });
    expect(res.status).toBe(200);
    expect(res.body.infos.understood).toContainEqual({ words: 'or', as: 'ignored', values: [] });
    expect(res.body.infos.dropped).toBeUndefined();
  });

  it('strictly, they are words that nobody writes', async () => {
    expect(await ctx.ranked({ keywords: 'devops aws or azure' })).toEqual([]);
  });
});
