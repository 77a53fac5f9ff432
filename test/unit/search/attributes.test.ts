import {
  attributeKeys,
  fluencyLevel,
  languageCode,
  readAttribute,
  statedYears,
} from '../../../src/domain/search/attributes';
import { regionKeys } from '../../../src/domain/search/places';
import { exactTokens } from '../../../src/domain/search/text-analysis';
import { WEIGHTS } from '../../../src/domain/search/match-keys';
import { PLACE_ALIASES } from '../../../src/domain/search/vocabulary-data';
import { readPlaces } from '../../../src/domain/search/places';
import { parseKeywords } from '../../../src/domain/search/keyword-grammar';
import { expandKeywords } from '../../../src/domain/search/query-expansion';
import { skillSlugs } from '../../../src/domain/search/referential';
import { parseMobilityFile } from '../../../src/services/mobility.service';
import { bundledMobilityBytes } from '../../support/mobility';
import { rawProfile } from '../../support/profiles';

const read = (words: string) => readAttribute(exactTokens(words));

describe('attributes read from the keywords', () => {
  it.each([
    ['senior', 'seniority', ['senior', 'expert']],
    ['Sénior', 'seniority', ['senior', 'expert']],
    ['confirmée', 'seniority', ['confirme', 'junior', 'senior']],
    ['expert', 'seniority', ['expert', 'senior']],
    ['jeune diplômé', 'seniority', ['junior', 'confirme']],
    ['remote', 'remoteWork', ['Full remote', 'Hybride']],
    ['full remote', 'remoteWork', ['Full remote', 'Hybride']],
    ['télétravail', 'remoteWork', ['Full remote', 'Hybride']],
    ['à distance', 'remoteWork', ['Full remote', 'Hybride']],
    ['hybride', 'remoteWork', ['Hybride']],
    ['présentiel', 'remoteWork', ['Sur site', 'Hybride']],
    ['remotely', 'remoteWork', ['Full remote', 'Hybride']],
    ['remote-first', 'remoteWork', ['Full remote', 'Hybride']],
    ['semi-remote', 'remoteWork', ['Hybride']],
    ['office-based', 'remoteWork', ['Sur site', 'Hybride']],
    ['in person', 'remoteWork', ['Sur site', 'Hybride']],
    ['dispo', 'availability', ['available']],
    ['ASAP', 'availability', ['available']],
    ['disponible immédiatement', 'availability', ['available']],
    ['anglais', 'language', ['en']],
    ['English', 'language', ['en']],
    ['allemand courant', 'language', ['de']],
    ['10 ans xp', 'seniority', ['senior', 'expert']],
    ['10ans', 'seniority', ['senior', 'expert']],
    ["5 ans d'expérience", 'seniority', ['confirme', 'senior', 'expert']],
    ['7 years experience', 'seniority', ['senior', 'expert']],
    ['2 ans xp', 'seniority', ['junior', 'confirme', 'senior', 'expert']],
    ['3 ans', 'seniority', ['confirme', 'senior', 'expert']],
    ['3 jours par semaine', 'daysPerWeek', ['3']],
    ['2j/semaine', 'daysPerWeek', ['2']],
    ['4j', 'daysPerWeek', ['4']],
    ['15 ans de exp', 'seniority', ['expert']],
    // a count written in words, before its unit
    ['deux jours par semaine', 'daysPerWeek', ['2']],
    ['three days a week', 'daysPerWeek', ['3']],
    ["dix ans d'expérience", 'seniority', ['senior', 'expert']],
    ['six mois', 'missionDuration', ['3 a 6 mois']],
    ['twelve months', 'missionDuration', ['6 a 12 mois']],
    // a range: the seniorities it meets, none above it
    ['3 à 5 ans', 'seniority', ['confirme']],
    ['2-3 ans', 'seniority', ['junior', 'confirme']],
    ['5/8 ans', 'seniority', ['confirme', 'senior']],
    ["entre 5 et 10 ans d'expérience", 'seniority', ['confirme', 'senior']],
    ['3 to 5 years', 'seniority', ['confirme']],
    ['bilingue anglais', 'language', ['en']],
    ['fluent english', 'language', ['en']],
    ['tjm 450 max', 'maxRate', ['450']],
    ['TJM 400-500', 'maxRate', ['500']],
    ['450€/j', 'maxRate', ['450']],
    ['tarif 600 euros par jour', 'maxRate', ['600']],
    ['daily rate 1k', 'maxRate', ['1000']],
    // a range's upper bound, with thousands written apart, and its currency
    ['TJM 900 à 1 100 € HT', 'maxRate', ['1100']],
    ['tjm entre 600 et 650', 'maxRate', ['650']],
    ['de 700 à 800 euros par jour', 'maxRate', ['800']],
    ['between 600 and 700 EUR per day', 'maxRate', ['700']],
    ['day rate CHF 1,000-1,200', 'maxRate', ['1200']],
    ['1 000 €/jour', 'maxRate', ['1000']],
    ['tjm', 'ignored', []],
    ['tjm 10', 'ignored', []],
    ['urgent', 'ignored', []],
    ['H/F', 'ignored', []],
    ['freelance', 'ignored', []],
    ['au moins', 'ignored', []],
  ])('%p is a %s', (words, as, values) => {
    expect(read(words)).toMatchObject({ as, values });
  });

  it('reads years as at least that many: the seniorities above, and the one holding them after unless they are its first', () => {
    const weights = (words: string) => Object.fromEntries(read(words)!.keys.map((k) => [k.key, k.weight]));
    expect(weights("5 ans d'expérience")).toEqual({
      's:confirme': WEIGHTS.near, // 3 to 6 years: some have fewer than 5
      'si:confirme': WEIGHTS.near,
      's:senior': WEIGHTS.attribute,
      'si:senior': WEIGHTS.fromExperience,
      's:expert': WEIGHTS.attribute,
      'si:expert': WEIGHTS.fromExperience,
      'y:5': WEIGHTS.years, // at least 5 years by the work history or the profile's words: first
    });
    expect(weights('7 ans xp')['s:senior']).toBe(WEIGHTS.attribute); // 7 is a senior's first year
    expect(Object.keys(weights('11 ans xp'))).toEqual(['s:expert', 'si:expert']); // 11 is no step: its seniority only
    expect(weights('15+ years')['y:15']).toBe(WEIGHTS.years);
  });

  it('reads words that ask for experience without naming a seniority as five years (seniors and experts, then confirmés)', () => {
    for (const words of ['expérimenté', 'expérimentée', 'experimente', 'experienced'])
      expect(read(words)).toEqual(read("5 ans d'expérience"));
    expect(read('très expérimenté')).toMatchObject({ values: ['expert', 'senior'] });
  });

  it('reads days a week as that count, a day more or less ranked after', () => {
    expect(read('3j/semaine')?.keys).toEqual([
      { key: 'd:3', weight: WEIGHTS.attribute },
      { key: 'd:2', weight: WEIGHTS.near },
      { key: 'd:4', weight: WEIGHTS.near },
    ]);
    expect(read('5 jours par semaine')?.keys.map((k) => k.key)).toEqual(['d:5', 'd:4']);
  });

  it('reads a count written in words as its figure only before a unit', () => {
    // a count a month is no rhythm a week; a word of a name stays a word
    expect(read('deux jours par mois')).toBeNull();
    expect(read('deux')).toBeNull();
    expect(read('six sigma')).toBeNull();
    expect(read('neuf')).toBeNull();
  });

  it('reads a language with a level as that level or better, and nothing else as an attribute', () => {
    // fluent or native; professional ranked after (a level short)
    expect(read('anglais courant')?.keys).toEqual([
      { key: 'l:en:4', weight: WEIGHTS.attribute },
      { key: 'l:en:5', weight: WEIGHTS.attribute },
      { key: 'l:en:3', weight: WEIGHTS.near },
    ]);
    expect(read('anglais bilingue')?.minLevel).toBe('native');
    for (const words of ['native', 'courant', 'lead', 'react', 'anglais react', 'libre'])
      expect([words, read(words)]).toEqual([words, null]);
    // A number alone may be a department; years need their unit, and nothing after what they are.
    // one or two years without an experience word are a contract's length; `3 jours` alone a length too
    for (const words of [
      '10',
      'ans',
      '10 xp',
      '10 ans react',
      '10 ans de',
      '123 ans',
      '1 an',
      '2 ans',
      '3 jours',
      '6j',
      // a figure with no rate word and no day is no rate; a rate word beside another word is none either
      '450',
      '450 max',
      'tjm java',
      'rate limiting',
      'rate',
      // other figures beside a rate are something else (`75`: Paris), a figure before the rate word too (a year)
      'tjm 500 75',
      '2024 tjm',
      '90 day',
      // words of the trade are never read as nothing
      'recherche',
      'besoin',
      'max',
    ])
      expect([words, read(words)]).toEqual([words, null]);
  });

  it.each([
    ['Native speaker', 5],
    ['Langue maternelle', 5],
    ['Bilingue', 5],
    ['Courant (C1)', 4],
    ['Full professional proficiency', 4],
    ['Professional working proficiency', 3],
    ['B2', 3],
    ['Intermédiaire', 2],
    ['Notions', 1],
    ['', null],
    ['Très motivé', null],
  ])('reads the fluency %p as level %p', (fluency, level) => {
    expect(fluencyLevel(fluency)).toBe(level);
  });

  it('names languages in French, English and their own language', () => {
    expect(['Anglais', 'English', 'Langue anglaise', 'Deutsch', 'Néerlandais', 'Zulu'].map(languageCode)).toEqual([
      'en',
      'en',
      'en',
      'de',
      'nl',
      null,
    ]);
  });

  it('reads availability by a month from the time of the search, and gives a profile the month it is available from', () => {
    const now = Date.UTC(2026, 10, 27);
    const at = (words: string) => readAttribute(exactTokens(words), now);
    expect(at('dispo janvier')).toMatchObject({ as: 'availability', values: ['available', '2027-01'] });
    expect(at('disponible à partir de mars 2027')?.values).toEqual(['available', '2027-03']);
    expect(at('available from february')?.values).toEqual(['available', '2027-02']);
    const keys = at('dispo janvier')!.keys;
    expect(keys).toContainEqual({ key: 'a:now', weight: WEIGHTS.attribute });
    expect(keys).toContainEqual({ key: 'a:from:2026-12', weight: WEIGHTS.attribute });
    expect(keys).toContainEqual({ key: 'a:from:2027-01', weight: WEIGHTS.attribute });
    expect(keys).toContainEqual({ key: 'a:from:2027-02', weight: WEIGHTS.near });
    expect(keys.map((k) => k.key)).not.toContain('a:from:2027-03');
    // without the time of the search, or without a month, no month is read
    expect(readAttribute(exactTokens('dispo janvier'))).toBeNull();
    expect(at('janvier')).toBeNull();
    expect(at('dispo')?.values).toEqual(['available']);
    // a month not named: available now or this month (a date days away), next month ranked after
    const soon = at('dispo immédiatement')!.keys;
    expect(soon).toContainEqual({ key: 'a:now', weight: WEIGHTS.attribute });
    expect(soon).toContainEqual({ key: 'a:from:2026-11', weight: WEIGHTS.attribute });
    expect(soon).toContainEqual({ key: 'a:from:2026-12', weight: WEIGHTS.near });
    expect(soon.map((k) => k.key)).not.toContain('a:from:2027-01');
    expect(readAttribute(exactTokens('dispo'))?.keys).toEqual([{ key: 'a:now', weight: WEIGHTS.attribute }]);
    const p = rawProfile('x');
    p.meta.freelance.available = false;
    p.meta.freelance.availabilityDate = 'à partir de mi-janvier 2027';
    expect(attributeKeys(p, now)).toContain('a:from:2027-01');
  });

  it('gives a profile the keys of its seniority, remote preferences, availability and languages', () => {
    const p = rawProfile('x');
    p.meta.freelance.seniority = 'Confirme (3-6 ans)';
    p.meta.freelance.available = true;
    p.meta.freelance.preferences.remoteWork = ['Full remote', 'Hybride'];
    p.languages = [
      { language: 'Anglais', fluency: 'Courant' },
      { language: 'Klingon', fluency: 'Natif' },
    ];
    p.work = [{ name: 'Acme', position: 'Dev', startDate: '2001-01', endDate: '2020-01', summary: '' }];
    expect(attributeKeys(p, Date.UTC(2026, 0, 1)).sort()).toEqual([
      'a:from:2026-01',
      'a:now',
      'l:en',
      'l:en:4',
      'r:full-remote',
      'r:hybride',
      's:confirme',
      // 19 years from its first start to its last end: every step of YEARS_STEPS up to 15
      'y:10',
      'y:12',
      'y:15',
      'y:3',
      'y:5',
      'y:7',
    ]);
  });

  it('gives a profile that declares no seniority the one its work history spans, as of the version, and none without dates', () => {
    const asOf = Date.UTC(2026, 10, 1);
    const keysOf = (work: { startDate?: string; endDate?: string }[]) => {
      const p = rawProfile('x');
      p.meta.freelance.seniority = '';
      p.work = work.map((w) => ({
        name: '',
        position: 'Dev',
        summary: '',
        startDate: w.startDate,
        endDate: w.endDate,
      }));
      return attributeKeys(p, asOf).filter((k) => k.startsWith('s'));
    };
    expect(keysOf([{ startDate: '2025-01' }])).toEqual(['si:junior']);
    // From the first start to the last end, gaps included; an entry still running ends at the version's time.
    expect(keysOf([{ startDate: '2021-03', endDate: '2022-01' }, { startDate: '2023-06' }])).toEqual(['si:confirme']);
    expect(keysOf([{ startDate: '2017', endDate: '2026-10' }])).toEqual(['si:senior']);
    expect(keysOf([{ startDate: '2016-10-01', endDate: '2026-10-01' }])).toEqual(['si:senior']);
    expect(keysOf([{ startDate: '2014-01' }, { startDate: '2020-01', endDate: '2021-01' }])).toEqual(['si:expert']);
    expect(keysOf([{ endDate: '2020-01' }, {}])).toEqual([]);
    // A year mistyped makes no career: no figure rather than a wrong one.
    expect(keysOf([{ startDate: '1900-01' }])).toEqual([]);
    expect(keysOf([{ startDate: '2030-01' }])).toEqual([]);
  });

  it('reads the years a profile states beside an experience word, the most of them, and gives it their seniority', () => {
    expect(statedYears(["Actuaire IARD - 16 ans d'expérience"])).toBe(16);
    expect(statedYears(['', 'IT Project Manager with 11 years of experience.'])).toBe(11);
    expect(statedYears(['Forte de plus de 15 années d’expérience', '+20 ans xp'])).toBe(20);
    expect(statedYears(["5 ans d'expérience dont 3 ans d'expérience en React", "10ans d'exp"])).toBe(10);
    expect(statedYears(["Infirmière, douze ans d'expérience en réanimation", 'twenty years of experience'])).toBe(20);
    // without an experience word, a count of years is something else (a mission's length, a team's size)
    expect(statedYears(['Missions de 2 ans, 15 ans chez le même client', 'équipe de 12 personnes'])).toBeNull();
    expect(statedYears(["90 ans d'expérience cumulée de l'équipe"])).toBeNull();
    const p = rawProfile('x');
    p.meta.freelance.seniority = '';
    p.work = [{ name: '', position: 'Actuaire', summary: '', startDate: '2024-01', endDate: undefined }];
    p.basics.label = "Actuaire IARD - 16 ans d'expérience";
    // the most of the work history's span and the years stated
    expect(attributeKeys(p, Date.UTC(2026, 10, 1)).filter((k) => k.startsWith('s'))).toEqual(['si:expert']);
    p.basics.label = "Actuaire - 1 an d'expérience";
    expect(attributeKeys(p, Date.UTC(2026, 10, 1)).filter((k) => k.startsWith('s'))).toEqual(['si:junior']);
    // a declared seniority is kept as declared
    p.meta.freelance.seniority = 'Confirme (3-6 ans)';
    p.basics.label = "Actuaire - 16 ans d'expérience";
    expect(attributeKeys(p, Date.UTC(2026, 10, 1)).filter((k) => k.startsWith('s'))).toEqual(['s:confirme']);
  });

  it('reads a seniority word as the declared value first, then the one a work history spans, then a neighbour', () => {
    const weights = (word: string) => new Map(readAttribute([word])!.keys.map((k) => [k.key, k.weight]));
    const expert = weights('expert');
    expect(expert.get('s:expert')).toBeGreaterThan(expert.get('si:expert')!);
    expect(expert.get('si:expert')).toBeGreaterThan(expert.get('s:senior')!);
    expect(expert.has('si:senior')).toBe(false);
    // an expert is a senior: `senior` is met by both alike, declared or read from the work history
    expect(Object.fromEntries(weights('senior'))).toEqual({
      's:senior': WEIGHTS.attribute,
      'si:senior': WEIGHTS.fromExperience,
      's:expert': WEIGHTS.attribute,
      'si:expert': WEIGHTS.fromExperience,
    });
  });
});

describe('places written as numbers', () => {
  const places = parseMobilityFile(bundledMobilityBytes());
  it.each([
    ['33', [{ node: 'FR/r75/d33', name: 'Gironde' }]],
    ['2A', [{ node: 'FR/r94/d2A', name: 'Corse-du-Sud' }]],
    [
      '20',
      [
        { node: 'FR/r94/d2A', name: 'Corse-du-Sud' },
        { node: 'FR/r94/d2B', name: 'Haute-Corse' },
      ],
    ],
    ['971', [{ node: 'FR/r01/d971', name: 'Guadeloupe' }]],
    ['75011', [{ node: 'FR/r11/d75/vparis', name: 'Paris', zip: '75011' }]],
    ['8', []],
    ['96', []],
    ['2026', []],
    ['département 33', [{ node: 'FR/r75/d33', name: 'Gironde' }]],
    ['dept 2A', [{ node: 'FR/r94/d2A', name: 'Corse-du-Sud' }]],
    ['département de la Gironde', [{ node: 'FR/r75/d33', name: 'Gironde' }]],
    // a quarter of a place is the place, not the Nord beside it
    ['Nord Isère', [{ node: 'FR/r84/d38', name: 'Isère' }]],
    ['sud Gironde', [{ node: 'FR/r75/d33', name: 'Gironde' }]],
    ['Nord', [{ node: 'FR/r32/d59', name: 'Nord' }]],
  ])('%p', (code, expected) => {
    expect(readPlaces(exactTokens(code), false, places)).toEqual(expected);
  });

  it('reads every other name of a place (PLACE_ALIASES) as the place it names', () => {
    const unread = Object.keys(PLACE_ALIASES).filter(
      (alias) => readPlaces(exactTokens(alias), true, places).length === 0,
    );
    expect(unread).toEqual([]); // `paca` was read as nothing: its place's name lost the `d` of `d'Azur` to elision
    expect(readPlaces(exactTokens('PACA'), false, places).map((p) => p.name)).toEqual(["Provence-Alpes-Côte d'Azur"]);
    // an alias of several places reads each of them
    const partly = Object.entries(PLACE_ALIASES).flatMap(([alias, named]) =>
      typeof named === 'string'
        ? []
        : named
            .filter((place) => readPlaces(exactTokens(place), true, places).length !== 1)
            .map((p) => `${alias}: ${p}`),
    );
    expect(partly).toEqual([]);
    // the countries and cantons beyond France under their English and German names
    const named = (words: string) => readPlaces(exactTokens(words), false, places).map((p) => p.name);
    expect(named('Switzerland')).toEqual(['Suisse']);
    expect(named('Belgium')).toEqual(['Belgique']);
    expect(named('Basel-Stadt')).toEqual(['Bâle-Ville']);
    expect(named('St. Gallen')).toEqual(['Saint-Gall']);
    expect(named('Graubünden')).toEqual(['Grisons']);
  });

  it.each([
    ['alsace', ['Bas-Rhin', 'Haut-Rhin']],
    ['Rhône-Alpes', ['Ain', 'Ardèche', 'Drôme', 'Isère', 'Loire', 'Rhône', 'Savoie', 'Haute-Savoie']],
    ['DOM-TOM', ['Guadeloupe', 'Martinique', 'Guyane', 'La Réunion', 'Mayotte']],
    ['suisse romande', ['Genève', 'Vaud', 'Neuchâtel', 'Jura', 'Fribourg', 'Valais']],
    ['Sophia Antipolis', ['Valbonne', 'Biot', 'Antibes', 'Mougins', 'Vallauris']],
    [
      'Grand Ouest',
      [
        "Côtes-d'Armor",
        'Finistère',
        'Ille-et-Vilaine',
        'Morbihan',
        'Loire-Atlantique',
        'Maine-et-Loire',
        'Mayenne',
        'Sarthe',
        'Vendée',
        'Charente',
        'Charente-Maritime',
        'Deux-Sèvres',
        'Vienne',
      ],
    ],
    ['région lyonnaise', ['Rhône']],
    ['agglo nantaise', ['Loire-Atlantique']],
    ['métropole lilloise', ['Nord']],
    ['Alpes du Nord', ['Savoie', 'Haute-Savoie', 'Isère']],
    ['région parisienne', ['Île-de-France']],
    ['bassin genevois', ['Genève', 'Haute-Savoie', 'Ain']],
  ])('reads %p, a name of several places, as each of them', (words, names) => {
    const read = readPlaces(exactTokens(words), false, places);
    expect(read.map((p) => p.name).sort()).toEqual([...names].sort());
  });

  it("reads the country's quarters (INSEE's study zones) and a city's area by its adjective, never the adjective alone", () => {
    const named = (words: string) => readPlaces(exactTokens(words), false, places).map((p) => p.name);
    expect(named('Sud-Ouest')).toHaveLength(16);
    expect(named('Sud-Ouest')).toEqual(expect.arrayContaining(['Gironde', 'Haute-Garonne', 'Pyrénées-Atlantiques']));
    expect(named('sud est')).toEqual(expect.arrayContaining(['Bouches-du-Rhône', 'Rhône', 'Alpes-Maritimes']));
    expect(named('lyonnaise')).toEqual([]);
    expect(named('Crédit Lyonnais')).toEqual([]);
    expect(named('ouest')).toEqual([]);
  });

  it('reads a place named with its kind: canton de Vaud, région Bretagne', () => {
    expect(readPlaces(exactTokens('canton de Vaud'), false, places)).toEqual(readPlaces(['vaud'], true, places));
    expect(readPlaces(exactTokens('canton de Vaud'), false, places)).not.toEqual([]);
    expect(readPlaces(exactTokens('région Bretagne'), false, places)).toEqual(readPlaces(['bretagne'], true, places));
    expect(readPlaces(exactTokens('canton'), false, places)).toEqual([]);
    // a place whose name begins with a kind is that place; what follows a kind is read as it would be alone
    expect(readPlaces(exactTokens('pays de la loire'), true, places).map((p) => p.name)).toEqual(['Pays de la Loire']);
    expect(readPlaces(exactTokens('région sales'), true, places)).toEqual([]);
  });

  it('reads a place whose name holds a function word said before it (`chef de projet Pays de la Loire`)', () => {
    for (const [keywords, place] of [
      ['chef de projet Pays de la Loire', 'Pays de la Loire'],
      ['directeur de travaux Hauts de France', 'Hauts-de-France'],
    ]) {
      const read = expandKeywords(parseKeywords(keywords!), { places }).understood.filter((u) => u.as === 'place');
      expect(read.map((u) => u.values)).toEqual([[place]]);
    }
  });
});

describe('skills read with their qualifier, before or after', () => {
  it.each([
    ['SAP SD', ['sap']],
    ['SAP FI/CO', ['sap']],
    ['SAP S/4HANA', ['s4hana', 'sap']],
    ['Java EE', ['java']],
    ['K8s', ['kubernetes']],
    ['Go to market', []],
    ['Goland', []],
    ['IaC Terraform', ['terraform']],
    ['Expert Java', ['java']],
    ['Terraform (IaC)', ['terraform']],
    ['Langage Go', []],
  ])('%p is %p', (name, slugs) => {
    expect(skillSlugs(name)).toEqual(slugs);
  });
});

describe("the workAreas filter's regions of a profile", () => {
  it('takes a profile that names no work area to work where it lives, and one that names areas to work there only', () => {
    const home = ['h:in:FR', 'h:in:FR/r11', 'h:in:FR/r11/d75'];
    expect(regionKeys(home)).toEqual(['g:ile-de-france']);
    expect(regionKeys([...home, 'w:in:FR', 'w:in:FR/r84'])).toEqual(['g:auvergne-rhone-alpes']);
    expect(regionKeys(['h:in:BE'])).toEqual(['g:belgique']);
    expect(regionKeys([])).toEqual([]);
  });
});
