import { createHash } from 'node:crypto';
import { MAKERS_WORDS, stage1Body, withIdentity } from '../../../src/domain/search/anonymise';
import { SEARCH_WORDS } from '../../../src/domain/search/query-expansion';
import { SEARCH_DOCUMENT_VERSION } from '../../../src/domain/search/search-document';
import { rawProfile, stored } from '../../support/profiles';

describe('Stage 1 anonymisation', () => {
  const profile = rawProfile('x', {
    basics: {
      name: 'Hélène Dubois-Martin',
      label: 'Lead dev chez Acme SA',
      summary:
        'Je suis Hélène (helene.dubois@gmail.com, 06 12 34 56 78, +33 (0)6.12.34.56.78), voir https://helene.dev ou www.linkedin.com/in/hd. Ex-Acme SA et INSA Lyon. Helene aime Node.js, 2020-2024.',
    },
    work: [
      {
        name: 'Acme SA',
        position: 'Tech lead',
        startDate: '2020-01',
        endDate: '2024-06',
        summary: 'Chez Acme SA, avec Hélène Dubois-Martin.',
      },
    ],
    meta: { firstName: 'Hélène', lastName: 'Dubois-Martin' },
  });
  profile.education = [
    { institution: 'INSA Lyon', area: 'Info', studyType: 'Master', startDate: undefined, endDate: undefined },
  ];
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
    for (const leak of [
      'Hélène',
      'Helene',
      'Dubois',
      'gmail',
      '06 12',
      '+33',
      'helene.dev',
      'linkedin',
      'Acme',
      'INSA',
      'camille',
      'github',
    ])
      expect([leak, text.includes(leak)]).toEqual([leak, false]);
    expect(r.summary).toContain('Node.js, 2020-2024.');
    expect(r.seniority).toBe('senior');
    expect(r.workHistory).toEqual([
      { position: 'Tech lead', startDate: '2020-01', endDate: '2024-06', summary: 'Chez […], avec […].' },
    ]);
    expect(r.matchRank).toBe(3);
  });
});

describe('Stage 1 redaction reads names as search reads words', () => {
  /** A profile stored with `record`'s spellings, whose summary writes `text`: the summary as Stage 1 shows it. */
  const shown = (
    record: { first: string; last: string; employer?: string; school?: string },
    text: string,
    label = 'Consultant',
  ) => {
    const profile = rawProfile('x', {
      basics: { name: `${record.first} ${record.last}`, label, summary: text },
      meta: { firstName: record.first, lastName: record.last },
      work: [
        {
          name: record.employer ?? 'Zzacme SA',
          position: 'Consultant',
          startDate: '2020-01',
          endDate: '',
          summary: '',
        },
      ],
    });
    profile.education = [
      { institution: record.school ?? 'Zzschool', area: '', studyType: '', startDate: undefined, endDate: undefined },
    ];
    return stage1Body({
      ...stored(profile),
      internalId: 'x',
      removalReason: null,
      removedAt: null,
      createdAt: 1,
      modifiedAt: 2,
    });
  };

  it.each([
    [
      'accents the record lacks',
      { first: 'Helene', last: 'Zzlefevre', employer: 'Zzsociete Zzgenerale' },
      'Je suis Hélène Zzlefèvre, ancienne de Zzsociété Zzgénérale.',
      'Je suis […], ancienne de […].',
    ],
    ['accents the text lacks', { first: 'Hélène', last: 'Zzlefèvre' }, 'Contact: Helene ZZLEFEVRE.', 'Contact: […].'],
    [
      'a name stored decomposed (NFD)',
      { first: 'He\u0301le\u0300ne', last: 'Zzlefe\u0300vre' },
      'Par Hélène Zzlefèvre.',
      'Par […].',
    ],
    [
      'text written decomposed (NFD)',
      { first: 'Hélène', last: 'Zzlefèvre' },
      'Par He\u0301le\u0300ne Zzlefe\u0300vre.',
      'Par […].',
    ],
    ['ł written l', { first: 'Paweł', last: 'Zzkowalski' }, 'Pawel Zzkowalski, dev.', '[…], dev.'],
    ['ß written ss', { first: 'Anna', last: 'Zzstrauß' }, 'Anna Zzstrauss codes.', '[…] codes.'],
    ['ss written ß', { first: 'Anna', last: 'Zzstrauss' }, 'Anna Zzstrauß codes.', '[…] codes.'],
    ['œ written oe', { first: 'Zzœuvre', last: 'Zzmartin' }, 'Signé Zzoeuvre.', 'Signé […].'],
    ['a curly apostrophe', { first: 'Sean', last: "O'Zzbrien" }, 'Sean O’Zzbrien, architecte.', '[…], architecte.'],
    ['a straight apostrophe', { first: 'Sean', last: 'O’Zzbrien' }, "Par O'Zzbrien.", 'Par […].'],
    [
      'a name joined',
      { first: 'Yann', last: 'Le Zzbihan' },
      'Yann Lezzbihan, Le-Zzbihan ou LE ZZBIHAN.',
      '[…], […] ou […].',
    ],
    ['a name split', { first: 'Yann', last: 'Lezzbihan' }, 'Signé Le Zzbihan et Le-Zzbihan.', 'Signé […] et […].'],
  ])('%s', (_, record, text, expected) => {
    expect(shown(record, text).summary).toBe(expected);
  });

  it('keeps a particle of a name alone, and the words partners search with in an employer’s or school’s name', () => {
    const view = shown(
      { first: 'Yann', last: 'Le Zzbihan', employer: 'Zzacme Data', school: 'Zznimbus Cloud Academy' },
      'Le data engineer de Zzacme Data, formé chez Zznimbus Cloud Academy: data, cloud.',
      'Data Scientist chez Zzacme',
    );
    expect(view.headline).toBe('Data Scientist chez […]');
    expect(view.summary).toBe('Le data engineer de […], formé chez […]: data, cloud.');
  });

  it('changes the words it keeps in a name only with a new version of the search documents', () => {
    // An index holds the redacted text of its version: a new search word (a sector, a place) or brand (a maker's word)
    // changes what an organisation's name shows, so SEARCH_DOCUMENT_VERSION moves with it (search-document.ts says
    // what each one changed), then this digest.
    const digest = createHash('sha256')
      .update([...SEARCH_WORDS].sort().join('\n'))
      .update([...MAKERS_WORDS].sort().join('\n'))
      .digest('hex')
      .slice(0, 16);
    expect({ version: SEARCH_DOCUMENT_VERSION, digest }).toEqual({ version: 42, digest: '077578be3110b3e8' });
  });

  it.each([
    ['ING Belgique', 'Consultant senior chez ING depuis 2019.', 'Consultant senior chez […] depuis 2019.'],
    ['CDG Capital', 'Contrôleur de gestion chez CDG, 4 ans.', 'Contrôleur de gestion chez […], 4 ans.'],
    ['Expe Week Conseil', 'Consultant chez Expe puis Week.', 'Consultant chez […] puis […].'],
    // `gé` of `compta gé` is no word of the trade alone; `Urgent`, `Canton`, `Tarif` are read as nothing or as kinds
    ['GE Healthcare', 'Ingénieur chez GE depuis 2019.', 'Ingénieur chez […] depuis 2019.'],
    ['Urgent Canton Tarif', 'Chez Urgent, Canton puis Tarif.', 'Chez […], […] puis […].'],
    // the words of a place's longer name, which name no place alone (`nord pas de calais`, `champagne ardenne`)
    ['Zzclinique Champagne Nord', 'Chez Champagne, puis Nord.', 'Chez […], puis […].'],
    // nor a Swiss canton's (`St. Gallen` is `Saint-Gall`: `Le Gall` is a surname)
    ['Zzcabinet Gall Campagne', 'Chez Gall, puis Campagne.', 'Chez […], puis […].'],
  ])(
    'redacts a word of the employer %p that is also an ambiguous abbreviation of the trade, a word around a count or a word read as nothing',
    (employer, text, seen) => {
      expect(shown({ first: 'Paul', last: 'Zzdurand', employer }, text).summary).toBe(seen);
    },
  );

  it.each([
    ['prenom.zznom (at) gmail.com'],
    ['prenom.zznom [at] gmail [dot] com'],
    ['prenom.zznom at gmail dot com'],
    ['prenom.zznom at gmail.com'],
    ['prenom.zznom@gmail'],
    ['prenom.zznom @ gmail.com'],
    ['prenom.zznom(arobase)gmail.com'],
    ['@zzhandle'],
  ])('redacts the address %p whole', (address) => {
    expect(shown({ first: 'Paul', last: 'Zzdurand' }, `Écrire à ${address} pour une mission.`).summary).toBe(
      'Écrire à […] pour une mission.',
    );
  });

  it('leaves "at" in prose alone', () => {
    expect(shown({ first: 'Paul', last: 'Zzdurand' }, 'Worked at scale at night.').summary).toBe(
      'Worked at scale at night.',
    );
  });
});
