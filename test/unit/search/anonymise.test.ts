import { stage1Body, withIdentity } from '../../../src/domain/search/anonymise';
import { rawProfile, stored } from '../../support/profiles';

describe('Stage 1 anonymisation', () => {
  const profile = rawProfile('x', {
    basics: {
      name: 'Hélène Dubois-Martin',
      label: 'Lead dev chez Acme SA',
      summary:
        'Je suis Hélène (helene.dubois@gmail.com, 06 12 34 56 78, +33 (0)6.12.34.56.78), voir https://helene.dev ou www.linkedin.com/in/hd. Ex-Acme SA et INSA Lyon. Helene aime Node.js, 2020-2024.',
    },
    work: [{ name: 'Acme SA', position: 'Tech lead', startDate: '2020-01', endDate: '2024-06', summary: 'Chez Acme SA, avec Hélène Dubois-Martin.' }],
    meta: { firstName: 'Hélène', lastName: 'Dubois-Martin' },
  });
  profile.education = [{ institution: 'INSA Lyon', area: 'Info', studyType: 'Master', startDate: undefined, endDate: undefined }];
  const s = { ...stored(profile), internalId: 'x', removalReason: null, removedAt: null, createdAt: 1, modifiedAt: 2 };

  it('keeps only the spec fields and nothing identifying', () => {
    const r = withIdentity(stage1Body(s), 'opaque', 3);
    expect(Object.keys(r).sort()).toEqual([
      'availability',
      'headline',
      'id',
      'languages',
      'location',
      'matchRank',
      'preferences',
      'professions',
      'seniority',
      'skills',
      'summary',
      'updatedAt',
      'workHistory',
    ]);
    const text = JSON.stringify(r);
    for (const leak of ['Hélène', 'Helene', 'Dubois', 'gmail', '06 12', '+33', 'helene.dev', 'linkedin', 'Acme', 'INSA', 'camille', 'github'])
      expect([leak, text.includes(leak)]).toEqual([leak, false]);
    expect(r.summary).toContain('Node.js, 2020-2024.');
    expect(r.seniority).toBe('senior');
    expect(r.workHistory).toEqual([{ position: 'Tech lead', startDate: '2020-01', endDate: '2024-06', summary: 'Chez […], avec […].' }]);
    expect(r.matchRank).toBe(3);
  });
});
