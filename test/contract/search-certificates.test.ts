import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * A certificate's name is searched as a skill (`chef de projet PMP`, `CISSP`), redacted as every text of the view is,
 * though no result shows it; its issuer is not searched, nor its credential's number, nor the person or organisations
 * the name holds.
 */
function person(id: string, label: string, certificates: [name: string, issuer: string][]): RawProfile {
  const p = rawProfile(id, {
    basics: { label, summary: 'Missions de conseil.' },
    meta: { firstName: 'Maëlys', lastName: 'Quintardier' },
  });
  p.basics.name = 'Maëlys Quintardier';
  p.skills = [{ name: 'Gestion de projet', level: '', keywords: [] }];
  p.education = [
    { institution: 'Institut Varennois', area: 'Gestion', studyType: 'Master', startDate: '', endDate: '' },
  ];
  p.certificates = certificates.map(([name, issuer]) => ({ name, issuer, url: '', startDate: '2021-03-01' }));
  return p;
}

const CORPUS = () => [
  person('pmp', 'Chef de projet', [['Project Management Professional (PMP)', 'PMI']]),
  person('prince2', 'Chef de projet', [['PRINCE2 Practitioner', 'Axelos Limited']]),
  person('cissp', 'Consultant cybersécurité', [['CISSP (754799, Maëlys Quintardier)', 'ISC2']]),
  person('none', 'Chef de projet', []),
  person('istqb', 'Testeur', [['ISTQB Foundation Level', 'ISTQB / CFTL']]),
  privateCertificates(),
];

/** A resume whose certificates, prize and summary name its person and organisations. */
function privateCertificates(): RawProfile {
  const p = person('private', 'Chef de projet', [
    ['Certificat remis à Maëlys Quintardier', 'Formations Brocéliandix'],
    ['Certificat Institut Varennois', 'Institut Varennois'],
    // a school's programme: its school is one the person attended, though the title names it
    ['Certificat Executive Zzessec', 'Zzessec'],
  ]);
  // a prize that names its awarder, and a summary that names the prize and the programme
  p.awards = [{ title: 'Prix Zzhooli de l’innovation', awarder: 'Fondation Zzhooli', date: '2022-01-01' }];
  p.basics.summary = 'Missions de conseil. Lauréate du prix Zzhooli, certificat executive Zzessec.';
  return p;
}

describeSearchEngines('certificates', CORPUS, (ctx) => {
  it("finds a certificate's name as every word must be found", async () => {
    expect(await ctx.ids({ keywords: 'chef de projet PMP' })).toEqual(['pmp']);
    expect(await ctx.ids({ keywords: 'prince2' })).toEqual(['prince2']);
    expect(await ctx.ids({ keywords: 'cissp' })).toEqual(['cissp']);
    expect(await ctx.ids({ keywords: 'istqb' })).toEqual(['istqb']);
    expect(await ctx.ids({ keywords: 'chef de projet -pmp' })).toEqual(['none', 'prince2', 'private']);
  });

  it('never finds its issuer, its number, nor a person or organisation of the resume its name holds', async () => {
    for (const keywords of [
      'axelos',
      'brocéliandix',
      'quintardier',
      'maëlys',
      'varennois',
      '754799',
      'zzessec',
      'zzhooli',
    ])
      expect([keywords, await ctx.ids({ keywords })]).toEqual([keywords, []]);
  });

  it('shows no certificate in a result', async () => {
    const res = await ctx.search({ keywords: 'pmp' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/PMP|PMI/);
  });
});
