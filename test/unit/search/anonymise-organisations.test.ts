import { loadMobilityDataset, type MobilityIndex } from '../../../src/domain/mobility/mobility-dataset';
import { rawProfileSchema, type RawProfile } from '../../../src/domain/profile/raw-profile.schema';
import {
  GENERIC_NAME_WORDS,
  MAKERS_WORDS,
  NAME_DRESSING,
  redactionOf,
  stage1Body,
} from '../../../src/domain/search/anonymise';
import { OCCUPATIONS, occupationForms, TRADE_SKILLS } from '../../../src/domain/search/occupations-data';
import { placeKeys } from '../../../src/domain/search/places';
import { SEARCH_WORDS, VOCABULARY } from '../../../src/domain/search/query-expansion';
import { SKILLS } from '../../../src/domain/search/referential';
import { exactTokens } from '../../../src/domain/search/text-analysis';
import { EQUIVALENTS } from '../../../src/domain/search/vocabulary-data';
import { bundledMobilityDataset } from '../../support/mobility';
import { BRANDS } from '../../support/brands';
import { rawProfile, stored } from '../../support/profiles';

/** The Stage 1 body of a profile. */
const view = (profile: RawProfile) =>
  stage1Body({
    ...stored(profile),
    internalId: 'x',
    removalReason: null,
    removedAt: null,
    createdAt: 1,
    modifiedAt: 2,
  });

/** A profile that worked for `employer` and writes `summary`. */
const employee = (employer: string, summary: string, label = 'Consultant') =>
  rawProfile('x', {
    basics: { name: 'Paul Zzdurand', label, summary },
    meta: { firstName: 'Paul', lastName: 'Zzdurand' },
    work: [{ name: employer, position: 'Consultant', startDate: '2020-01', endDate: '', summary: '' }],
  });

/** The vocabulary's names of several words, as written: where a brand is kept. */
const LONGER_NAMES = [
  ...new Set(
    [
      ...SKILLS.flatMap((s) => [s.name, ...s.aliases]),
      ...EQUIVALENTS.flat(),
      ...TRADE_SKILLS.flat(),
      ...OCCUPATIONS.flatMap(occupationForms),
    ].filter((form) => exactTokens(form).length >= 2),
  ),
];

describe('Stage 1 redaction of an organisation whose name is a brand that partners search with', () => {
  it('derives its brands from the vocabulary', () => {
    expect(BRANDS.length).toBeGreaterThan(150);
    expect(BRANDS).toEqual(
      expect.arrayContaining(['google', 'microsoft', 'amazon', 'sap', 'salesforce', 'adobe', 'mongodb', 'elastic']),
    );
    expect(BRANDS).toEqual(expect.arrayContaining(['docker', 'tableau', 'aws', 'azure', 'python', 'java']));
    for (const maker of ['google', 'microsoft', 'amazon', 'adobe', 'elastic', 'apache', 'total'])
      expect([maker, MAKERS_WORDS.has(maker)]).toEqual([maker, true]);
  });

  it('shows the issue’s employers as names: `chez Google`, `équipe Google Paris`, `Azure chez Microsoft`', () => {
    expect(
      view(
        employee(
          'Google France',
          'Google Cloud, Google Analytics et Google Ads chez Google.',
          'Consultante Cloud chez Google depuis 2019 (équipe Google Paris)',
        ),
      ),
    ).toMatchObject({
      headline: 'Consultante Cloud chez […] depuis 2019 (équipe […] Paris)',
      summary: 'Google Cloud, Google Analytics et Google Ads chez […].',
    });
    expect(view(employee('Microsoft France', 'Microsoft Azure et Office 365.', 'Azure chez Microsoft'))).toMatchObject({
      headline: 'Azure chez […]',
      summary: 'Microsoft Azure et Office 365.',
    });
    expect(
      view(employee('Amazon Web Services', 'Chez Amazon (Amazon Web Services), AWS et web services.')).summary,
    ).toBe('Chez […] ([…]), AWS et web services.');
    expect(view(employee('Total', 'Chez Total, télétravail total.')).summary).toBe('Chez […], télétravail total.');
    expect(view(employee('SAP SE', 'Consultant SAP FICO chez SAP, S/4HANA.')).summary).toBe(
      'Consultant SAP FICO chez […], S/4HANA.',
    );
    expect(view(employee('Zzacme Conseil', 'Chez Zzacme. Du conseil.')).summary).toBe('Chez […]. Du conseil.');
  });

  it.each(BRANDS)('hides %p where it stands as the name of `%s France` or `%s, Inc.`', (brand) => {
    for (const employer of [`${brand} France`, `${brand}, Inc.`, brand]) {
      const shown = view(employee(employer, `Consultant chez ${brand} depuis 2019 (équipe ${brand} Paris).`)).summary;
      expect([employer, shown]).toEqual([employer, 'Consultant chez […] depuis 2019 (équipe […] Paris).']);
    }
  });

  it('keeps a brand inside every longer name of the vocabulary that is not the organisation', () => {
    let checked = 0;
    for (const brand of BRANDS)
      for (const name of LONGER_NAMES) {
        const tokens = exactTokens(name);
        if (!tokens.includes(brand) || tokens.every((t) => t === brand || t === 'france')) continue;
        expect([brand, name, view(employee(`${brand} France`, name)).summary]).toEqual([brand, name, name]);
        checked++;
      }
    expect(checked).toBeGreaterThan(100);
  });

  it.each([...MAKERS_WORDS].sort())(
    'hides the maker’s word %p in an organisation’s name of several words, and keeps the others',
    (maker) => {
      expect(view(employee(`${maker} Consulting Services`, `Chez ${maker}. Consulting et services.`)).summary).toBe(
        'Chez […]. Consulting et services.',
      );
    },
  );

  it('keeps a word of the trade that describes a firm whose name says more (`Python Factory`, `SAP Partners`)', () => {
    let checked = 0;
    for (const word of VOCABULARY.wholeTokens) {
      if (!SEARCH_WORDS.has(word) || GENERIC_NAME_WORDS.has(word) || NAME_DRESSING.has(word)) continue;
      expect([word, view(employee(`${word} Partners`, `Chez ${word} Partners : ${word}.`)).summary]).toEqual([
        word,
        `Chez […] : ${word}.`,
      ]);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
    expect(view(employee('Python Factory', 'Python chez Python Factory.')).summary).toBe('Python chez […].');
  });

  it('keeps what a self-employed doctor writes beside the employer (`Self-employed (locum)`)', () => {
    const locum = employee(
      'Self-employed (locum)',
      'Locum GP, then locum shifts in A&E.',
      'Locum General Practitioner',
    );
    expect(view(locum).headline).toBe('Locum General Practitioner');
    expect(view(locum).summary).toBe('Locum GP, then locum shifts in A&E.');
  });

  it('keeps the words that say what kind of public body an employer is (`Centre hospitalier`, `Mairie`)', () => {
    const doctor = employee(
      'Centre hospitalier de Tulle',
      'Praticien hospitalier au Centre hospitalier de Tulle, puis DIM.',
      'Médecin DIM (praticien hospitalier)',
    );
    expect(view(doctor).headline).toBe('Médecin DIM (praticien hospitalier)');
    expect(view(doctor).summary).toBe('Praticien hospitalier au […], puis DIM.');
    expect(view(employee('Mairie de Quimperlé', 'Acheteur public à la Mairie de Quimperlé.')).summary).toBe(
      'Acheteur public à la […].',
    );
  });
});

describe('Stage 1 redaction of every organisation and person a resume names', () => {
  const profile = rawProfile('x', {
    basics: {
      name: 'Paul Zzdurand',
      label: 'Consultant Salesforce',
      summary:
        'Bénévole chez Zzcoderdojo, projet pour Zzsmoogle, publié par Zzhooli, prix Zzcrunch, certifié Zzcoursera et ' +
        'Salesforce, AWS Hero. Recommandé par Marcus Zzfeng (Engineering Director at Zzconfluent) et Zzpriya ' +
        'Zznatarajan (Zzsalt & Cedar Group). Au 88 Zzharrison Street, Zzharrison.',
      location: {
        address: '88 Zzharrison Street, Unit 1402',
        postalCode: '69001',
        city: 'Lyon',
        countryCode: 'FR',
        region: '',
      },
    },
    meta: { firstName: 'Paul', lastName: 'Zzdurand' },
  });
  Object.assign(
    profile,
    rawProfileSchema
      .pick({
        volunteer: true,
        projects: true,
        publications: true,
        awards: true,
        certificates: true,
        references: true,
      })
      .parse({
        volunteer: [{ organization: 'Zzcoderdojo' }],
        projects: [{ name: 'Miss Direction', entity: 'Zzsmoogle' }],
        publications: [{ name: 'Video compression', publisher: 'Zzhooli' }],
        awards: [
          { title: 'Pioneer', awarder: 'Zzcrunch' },
          { title: 'Hero', awarder: 'AWS' },
        ],
        certificates: [
          { name: 'Data Analytics', issuer: 'Google / Zzcoursera' },
          { name: 'Admin', issuer: 'Salesforce' },
        ],
        references: [
          { name: 'Marcus Zzfeng, Engineering Director at Zzconfluent' },
          { name: 'Zzpriya Zznatarajan, Owner, Zzsalt & Cedar Group' },
        ],
      }),
  );

  it('hides volunteering organisations, projects’ clients, publishers, awarders, issuers, referees and the address', () => {
    expect(view(profile).summary).toBe(
      'Bénévole chez […], projet pour […], publié par […], prix […], certifié […] et Salesforce, AWS Hero. ' +
        'Recommandé par […] (Engineering Director at […]) et […] ([…]). Au […], […].',
    );
  });

  it('keeps the skill an issuer or an awarder makes, and a referee’s title', () => {
    const shown = view(profile);
    expect(shown.headline).toBe('Consultant Salesforce');
    expect(shown.summary).toContain('Salesforce, AWS Hero');
    expect(shown.summary).toContain('Engineering Director');
  });
});

describe('Stage 1 redaction of an organisation named in free text only', () => {
  const profile = rawProfile('x', {
    basics: {
      name: 'Paul Zzdurand',
      label: 'Automaticien',
      summary:
        "J'ai débuté chez Serrurerie Zzvachette, puis un été at Zzacme Tooling. Missions pour Airbus à Toulouse, " +
        'chez le client et chez Renault. Outillage Zzlaprade, mon premier employeur.',
    },
    meta: { firstName: 'Paul', lastName: 'Zzdurand' },
  });
  profile.references = rawProfileSchema.pick({ references: true }).parse({
    references: [{ name: 'Corentin Zzarnaud', reference: 'directeur industriel, Outillage Zzlaprade' }],
  }).references;

  it('hides the words that identify an organisation after `chez` or `at`, and one a referee names, wherever written', () => {
    expect(view(profile).summary).toBe(
      "J'ai débuté chez […], puis un été at […]. Missions pour Airbus à Toulouse, " +
        'chez le client et chez […]. […], mon premier employeur.',
    );
  });

  it('keeps a name partners search with alone, places and the words of a sentence beside such a name', () => {
    const summaryOf = (summary: string) =>
      view(
        rawProfile('y', {
          basics: { name: 'Paul Zzdurand', summary },
          meta: { firstName: 'Paul', lastName: 'Zzdurand' },
        }),
      ).summary;
    expect(summaryOf('Consultant chez SAP, puis at Google Cloud à Lyon ; chez Capgemini, chez Zzsopra.')).toBe(
      'Consultant chez SAP, puis at Google Cloud à Lyon ; chez […], chez […].',
    );
    expect(summaryOf('Très bon esprit. Excellent travail, Très Fiable.')).toBe(
      'Très bon esprit. Excellent travail, Très Fiable.',
    );
  });
});

describe('Stage 1 redaction of the organisations that certified, awarded or published a freelancer', () => {
  /** The summary shown of a profile certified by `issuer` (a certificate titled `title`) that lists `skills`. */
  const certified = (issuer: string, title: string, summary: string, skills: string[] = []) => {
    const profile = employee('Zzacme', summary);
    profile.certificates = [{ name: title, issuer, url: undefined, startDate: undefined }];
    profile.skills = skills.map((name) => ({ name, level: '', keywords: [] }));
    return view(profile).summary;
  };

  it.each([
    ['Zzhooli', 'Video compression', 'Before Zzcorp, he worked for Zzhooli.', [], 'Before Zzcorp, he worked for […].'],
    ['IBM / Zzcoursera', 'SQL', 'IBM et Zzcoursera.', [], '[…] et […].'],
    // the maker of a skill the resume writes, or that the certificate's title names, is that skill
    ['Linux Foundation', 'CKA', 'Linux, certifiée par la Linux Foundation.', ['Linux'], 'Linux, certifiée par la […].'],
    ['Oracle', 'Oracle Certified Professional', 'DBA Oracle.', [], 'DBA Oracle.'],
    ['Oracle', 'OCP', 'DBA Oracle.', ['Oracle Database'], 'DBA Oracle.'],
    ['Oracle', 'OCP', 'DBA Oracle.', [], 'DBA […].'],
    ['Amazon Web Services', 'Solutions Architect', 'AWS, Amazon Web Services.', [], 'AWS, Amazon Web Services.'],
    ['Salesforce', 'Administrator', 'Consultant Salesforce.', [], 'Consultant Salesforce.'],
    // a certifying body the certificate's title names is the certification's name
    ['ISTQB / CFTL', 'ISTQB Foundation Level', 'Testeur ISTQB.', [], 'Testeur ISTQB.'],
    ['COFREND', 'COFREND niveau 2 (UT)', 'Contrôleur CND certifié COFREND.', [], 'Contrôleur CND certifié COFREND.'],
    // a school's programme is a school the person attended, whatever its title says
    [
      'ESSEC',
      'Certificat Executive ESSEC',
      'Certificat Executive ESSEC (2021).',
      [],
      'Certificat Executive […] (2021).',
    ],
    ['Zzkellogg', 'Executive MBA Zzkellogg', 'MBA Zzkellogg.', [], 'MBA […].'],
    ['Zzkellogg School of Management', 'Zzkellogg Leadership', 'Zzkellogg Leadership.', [], '[…] Leadership.'],
    ['Université Zzcité', 'Diplôme d’université Data Zzcité', 'DU Data Zzcité.', [], 'DU Data […].'],
    ['Zzkellogg Universität', 'Zzkellogg Data', 'Zzkellogg Data.', [], '[…] Data.'],
    ['Zzhec', 'MSc in Finance Zzhec', 'MSc Zzhec.', [], 'MSc […].'],
    // a maker's school keeps the skill the resume names
    ['Oracle University', 'Oracle Certified Professional', 'DBA Oracle.', ['Oracle Database'], 'DBA Oracle.'],
  ])('issuer %p of %p: %p shows %p', (issuer, title, summary, skills, shown) => {
    expect(certified(issuer, title, summary, skills)).toBe(shown);
  });

  it('hides an awarder or a publisher whose name the prize or the publication carries', () => {
    const profile = employee('Zzacme', 'Lauréat du prix Zzhooli 2022, auteur du guide Zzdunod du DevOps.');
    profile.awards = [{ title: 'Prix Zzhooli de l’innovation', awarder: 'Fondation Zzhooli', date: undefined }];
    profile.publications = [
      { name: 'Le guide Zzdunod du DevOps', publisher: 'Éditions Zzdunod', releaseDate: undefined, url: undefined },
    ];
    expect(view(profile).summary).toBe('Lauréat du prix […] 2022, auteur du guide […] du DevOps.');
  });

  it('keeps the words that say what kind of awarder or publisher it is', () => {
    const profile = employee('Zzacme', 'Journal de bord, innovation et économie circulaire ; Zznet.');
    profile.awards = [{ title: 'Trophée de l’innovation', awarder: 'Trophées de l’Économie Zznet', date: undefined }];
    profile.publications = [
      { name: 'Le cloud', publisher: 'Journal du Zznet', releaseDate: undefined, url: undefined },
    ];
    expect(view(profile).summary).toBe('Journal de bord, innovation et économie circulaire ; […].');
  });
});

describe('Stage 1 redaction of a place named like the person', () => {
  let mobility: MobilityIndex;
  beforeAll(() => {
    mobility = loadMobilityDataset(bundledMobilityDataset());
  });
  const nancy = {
    type: 'ville' as const,
    code: '54000',
    label: 'Nancy (54000)',
    cityZipCode: '54000',
    cityName: 'Nancy',
    departmentCode: '54',
    departmentName: 'Meurthe-et-Moselle',
    regionCode: '44',
    regionName: 'Grand Est',
    countryCode: 'FR',
    countryName: 'France',
  };
  const resident = (name: string) =>
    rawProfile('x', {
      basics: {
        name,
        summary: 'Développeuse à Nancy.',
        location: { address: '', postalCode: '54000', city: 'Nancy', countryCode: 'FR', region: 'Grand Est' },
      },
      meta: {
        firstName: name.split(' ')[0]!,
        lastName: name.split(' ')[1]!,
        freelance: {
          available: true,
          availabilityDate: '',
          rate: '',
          seniority: '',
          professions: [],
          openToCdi: false,
          vehicle: false,
          preferences: { missionDuration: [], remoteWork: [], daysPerWeek: [], workAreas: [nancy] },
        },
      },
    });

  it('shows neither the town nor its postal code, and the work area as its department, with no […] in them', () => {
    const shown = view(resident('Nancy Zzlorrain'));
    expect(shown.location).toEqual({ city: '', region: 'Grand Est', countryCode: 'FR', postalCode: '' });
    expect(shown.preferences.workAreas).toEqual([
      {
        type: 'departement',
        departmentCode: '54',
        departmentName: 'Meurthe-et-Moselle',
        regionCode: '44',
        regionName: 'Grand Est',
        countryCode: 'FR',
        countryName: 'France',
      },
    ]);
    expect(shown.summary).toBe('Développeuse à […].');
    expect(JSON.stringify(shown).toLowerCase()).not.toContain('nancy');
  });

  it('keys the residence and the work area at the department, never at the town nor its postal code', () => {
    const profile = resident('Nancy Zzlorrain');
    const keys = placeKeys(profile, mobility, redactionOf(profile).hidesPlace);
    expect(keys.filter((k) => /nancy|54000/.test(k))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['h:in:FR/r44/d54', 'w:cover:FR/r44/d54']));
  });

  it('shows and keys the town of a neighbour who bears another name', () => {
    const profile = resident('Julie Zzlorrain');
    const shown = view(profile);
    expect(shown.location).toEqual({ city: 'Nancy', region: 'Grand Est', countryCode: 'FR', postalCode: '54000' });
    expect(shown.preferences.workAreas).toEqual([nancy]);
    expect(shown.summary).toBe('Développeuse à Nancy.');
    expect(placeKeys(profile, mobility, redactionOf(profile).hidesPlace)).toEqual(
      expect.arrayContaining(['h:in:FR/r44/d54/vnancy', 'h:zip:54000', 'w:cover:FR/r44/d54/vnancy']),
    );
  });

  it('leaves out a region named like the person, however the record spells it', () => {
    const profile = resident('Lorraine Zzmetz');
    profile.basics.location!.region = 'LORRAINE';
    expect(view(profile).location).toEqual({ city: 'Nancy', region: '', countryCode: 'FR', postalCode: '54000' });
  });
});
