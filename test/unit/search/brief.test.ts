import { readBrief, RATE_MARGIN } from '../../../src/domain/search/brief';
import type { BriefUnderstood } from '../../../src/domain/search/brief';
import { WordList } from '../../../src/domain/search/spelling';
import { parseMobilityFile } from '../../../src/services/mobility.service';
import { bundledMobilityBytes } from '../../support/mobility';

/** How a brief is read (src/domain/search/brief.ts): what selects, what ranks, what excludes. */
const NOW = Date.UTC(2026, 10, 29);
const places = parseMobilityFile(bundledMobilityBytes());
const read = (text: string) => readBrief(text, { places, now: NOW });
const said = (u: BriefUnderstood[]) => u.map((x) => `${x.words}: ${x.as}, ${x.use}`);

describe('a brief', () => {
  it('selects by the title a sentence asks for, and ranks by what else it names', () => {
    const brief = read(
      'Bonjour, nous recherchons un·e data engineer confirmé(e) sur Lyon pour une mission de 6 mois, démarrage janvier, anglais courant, 3 jours par semaine. Pas de junior.',
    );
    expect(said(brief.understood)).toEqual([
      'data engineer: occupation, selects',
      'confirmé: seniority, ranks',
      'Lyon: place, ranks',
      '6 mois: missionDuration, ranks',
      'démarrage janvier: availability, ranks',
      'anglais courant: language, ranks',
      '3 jours par semaine: daysPerWeek, ranks',
      'junior: seniority, excludes',
    ]);
    const [group] = brief.query.groups;
    expect(group!.include).toHaveLength(1);
    expect(group!.exclude).toHaveLength(1);
    expect(brief.query.prefer).toHaveLength(6);
  });

  it('reads counts written in words as figures, and a count alone as nothing', () => {
    expect(
      said(read('Chef de projet pour six mois, trois jours par semaine, deux profils possibles.').understood),
    ).toEqual([
      'Chef de projet: occupation, selects',
      'six mois: missionDuration, ranks',
      'trois jours par semaine: daysPerWeek, ranks',
    ]);
  });

  it('ends a negation where a place, a date or a purpose begins, once it has named what it denies', () => {
    expect(said(read('chef de projet sans télétravail à Lyon').understood)).toEqual([
      'chef de projet: occupation, selects',
      'Lyon: place, ranks',
      'télétravail: remoteWork, excludes',
    ]);
    expect(said(read('no juniors in Paris, data engineer').understood)).toContain('Paris: place, ranks');
    expect(said(read('data engineer, pas à Paris').understood)).toEqual(['data engineer: occupation, selects']);
  });

  it('reads a place joined to `based` as a place (`Paris-based`, `Lyon-based`)', () => {
    for (const [brief, place] of [
      ['A Paris-based fintech needs a data engineer', 'Paris'],
      ['data engineer, Lyon-based team', 'Lyon'],
    ])
      expect(said(read(brief!).understood)).toContain(`${place}: place, ranks`);
  });

  it('reads a place’s people’s adjective in lower case as the place, never a name’s (`Crédit Lyonnais`)', () => {
    for (const [brief, word, place] of [
      ['un établissement de paiement lillois cherche un analyste LCB-FT', 'lillois', 'Nord'],
      ['une mutuelle bordelaise recherche un actuaire', 'bordelaise', 'Gironde'],
      ['acheteur pour un industriel breton', 'breton', 'Bretagne'],
      ['data engineer, locaux parisiens', 'parisiens', 'Île-de-France'],
    ])
      expect(read(brief!).understood).toContainEqual(
        expect.objectContaining({ words: word, as: 'place', values: [place], use: 'ranks' }),
      );
    for (const brief of [
      'Ancien du Crédit Lyonnais, je cherche un comptable',
      'Banque Cantonale Vaudoise : analyste crédit',
    ])
      expect(read(brief).understood.filter((u) => u.as === 'place')).toEqual([]);
  });

  it('weighs the place of a mission wholly remote as a keyword’s place, not where the freelancer must be', () => {
    const placeWeight = (brief: string) =>
      Math.max(
        ...read(brief)
          .query.prefer!.flatMap((c) => c.keys)
          .filter((k) => k.key.includes('75'))
          .map((k) => k.weight),
      );
    const onSite = placeWeight('product designer pour une fintech à Paris, 3 jours de télétravail');
    for (const wholly of [
      'product designer pour une fintech à Paris, full remote',
      'Paris-based fintech, senior product designer, fully remote',
      'product designer pour une fintech à Paris, 100% télétravail',
    ])
      expect([wholly, placeWeight(wholly) * 6]).toEqual([wholly, onSite]);
  });

  it('does not rank the visits a wholly remote mission asks for as a way of working', () => {
    const remote = (brief: string) => said(read(brief).understood).filter((s) => s.includes('remoteWork'));
    const visits =
      'Nous recherchons un analyste LCB-FT à Lille. Le full remote est possible, avec deux jours par mois sur place.';
    expect(remote(visits)).toEqual(['full remote: remoteWork, ranks']);
    expect(read(visits).unread).toContain('sur place');
    expect(remote('Senior frontend engineer, fully remote, one week a quarter on site in Luxembourg')).toEqual([
      'fully remote: remoteWork, ranks',
    ]);
    // a hybrid mission's days on site are its way of working
    expect(remote('analyste LCB-FT à Lille, hybride, deux jours par semaine sur place')).toHaveLength(2);
  });

  it('does not take the seniority of people the hire is to mentor or manage for the hire’s', () => {
    for (const brief of [
      'Senior data engineer, you will mentor two juniors',
      'data engineer senior pour encadrer des juniors',
    ])
      expect(said(read(brief).understood).filter((s) => s.includes('seniority'))).toEqual([
        `${/^Senior/.test(brief) ? 'Senior' : 'senior'}: seniority, ranks`,
      ]);
    expect(said(read('Nous recherchons 2 développeurs seniors').understood)).toContain('seniors: seniority, ranks');
    expect(said(read('Chef de projet pour coordonner les experts externes').understood)).toEqual([
      'Chef de projet: occupation, selects',
    ]);
  });

  it('reads a function word as nothing, whatever its stem (`près` is not the press)', () => {
    expect(said(read('Ingénieur procédés sur un site près de Lyon').understood)).toEqual([
      'Ingénieur procédés: occupation, selects',
      'Lyon: place, ranks',
    ]);
  });

  it('takes a job ad’s title from its first line that names one, not the roles it mentions further down', () => {
    const ad = [
      'Chargé(e) de recrutement IT – Freelance – Paris 9e',
      '',
      'Notre client, une ESN de 250 consultants, recrute des développeurs Java et des chefs de projet.',
      'Profil : 5 ans d’expérience, maîtrise de LinkedIn Recruiter. TJM : 500 €.',
    ].join('\n');
    const brief = read(ad);
    const selects = brief.understood.filter((u) => u.use === 'selects').map((u) => u.words);
    expect(selects).toEqual(['Chargé de recrutement']);
    expect(brief.understood.find((u) => u.as === 'maxRate')).toMatchObject({ values: ['500'], use: 'ranks' });
    expect(brief.query.rateAbove).toBe(Math.round(500 * (1 + RATE_MARGIN)));
    expect(brief.query.maxRate).toBeUndefined();
    // a range's upper bound, thousands written apart or with a comma
    for (const [rate, max] of [
      ['TJM : 900 à 1 100 € HT selon profil', 1100],
      ['Day rate: CHF 1,000-1,200 depending on experience', 1200],
    ] as const)
      expect(read(rate).query.rateAbove).toBe(Math.round(max * (1 + RATE_MARGIN)));
    // the company's size is no department
    expect(brief.understood.some((u) => u.as === 'place' && u.words === '250')).toBe(false);
  });

  it('takes a title written after the words that name a client (`of an`, `pour un`) for the client, not the role', () => {
    const selects = (text: string) =>
      read(text)
        .understood.filter((u) => u.use === 'selects')
        .map((u) => u.words);
    expect(selects('ESG analyst to support the SFDR classification of an asset manager')).toEqual(['ESG analyst']);
    expect(selects('Contrôleur de gestion au sein d’un assureur, remplacement d’un chef comptable')).toEqual([
      'Contrôleur de gestion',
      'chef comptable',
    ]);
    // the first title is the role, whatever comes before it; a verb of looking names no client
    expect(selects('Comptable freelance pour un expert-comptable de Nantes')).toEqual(['Comptable']);
    expect(selects('Mission pour un chef de projet chez un éditeur')).toEqual(['chef de projet']);
    expect(selects('Looking for a data engineer or a data analyst')).toEqual(['data engineer', 'data analyst']);
  });

  it('without a title, selects the job it names, else the skills, else the words the pool may hold', () => {
    expect(
      read('on cherche quelqu’un qui maîtrise django et postgresql').understood.filter((u) => u.use === 'selects'),
    ).toEqual([
      expect.objectContaining({ words: 'django', as: 'skill' }),
      expect.objectContaining({ words: 'postgresql', as: 'skill' }),
    ]);
    expect(read('je cherche un développeur flutter').understood[0]).toMatchObject({ as: 'occupation', use: 'selects' });
    const unknown = read('besoin d’un cartographe');
    expect(unknown.understood).toEqual([{ words: 'cartographe', as: 'word', values: [], use: 'selects' }]);
  });

  it('widens past its title (or the specialty beside its job word) to the skills and names it asks for, not past skills', () => {
    const ios = read('We need an iOS developer (Swift, SwiftUI) for our fintech app');
    expect(ios.widened?.by).toEqual(['Swift', 'SwiftUI']);
    const [wider] = ios.widened!.query.groups[0]!.include;
    const [own] = ios.query.groups[0]!.include;
    // the title's names first, each skill's after them, as neighbours
    expect(wider!.alternatives.slice(0, own!.alternatives.length)).toEqual(own!.alternatives);
    expect(wider!.neighboursFrom).toBeLessThanOrEqual(own!.alternatives.length);
    // who is none of what it asks for ranks after everyone who is (ExpandedQuery.beyond)
    expect(ios.widened!.query.beyond).toEqual([own]);
    expect(ios.widened!.query.prefer).toEqual(ios.query.prefer);
    expect(read('Développeur React senior à Lyon, TypeScript et GraphQL').widened?.by).toEqual([
      'TypeScript',
      'GraphQL',
    ]);
    // what selects is already its skills, or it names none
    expect(read('on cherche quelqu’un qui maîtrise django et postgresql').widened).toBeUndefined();
    expect(read('Data scientist à Lyon, 3 jours par semaine').widened).toBeUndefined();
  });

  it('leaves out what is said not to be needed, and excludes only an attribute said so', () => {
    const brief = read('consultant comptable, sans SAP, pas de junior, no full remote');
    // (a title selects before a job word: `comptable` is what a `consultant comptable` is)
    expect(said(brief.understood)).toEqual([
      'comptable: occupation, selects',
      'consultant: occupation, ranks',
      'junior: seniority, excludes',
      'full remote: remoteWork, excludes',
    ]);
  });

  it('reads departments written with a slash after a word that introduces them (`dans le 59/62`)', () => {
    expect(read('acheteur industriel dans le 59/62, 4j/semaine').understood).toContainEqual({
      words: '59/62',
      as: 'place',
      values: ['Nord', 'Pas-de-Calais'],
      use: 'ranks',
    });
    expect(said(read('contrôleur de gestion pour une usine dans le 68').understood)).toContain('68: place, ranks');
    // a figure alone is no place, and ranks nothing
    expect(said(read('contrôleur de gestion, usine de 350 salariés, 2027').understood)).toEqual([
      'contrôleur de gestion: occupation, selects',
    ]);
  });

  it('takes no word opening a sentence or an item for a name, and ranks what the vocabulary knows first', () => {
    const pool = new WordList(['piloter', 'animer', 'prevention', 'atex', 'icpe', 'hse', 'ingenieur']);
    const ad = readBrief('Ingénieur HSE\nMissions :\n- Piloter la prévention ATEX\nAnimer les audits ICPE', {
      places,
      now: NOW,
      words: pool,
    });
    // `Piloter` and `Animer` rank as the pool's words; `ATEX` and `ICPE`, written as names, also widen the search
    expect(ad.widened?.by).toEqual(['ATEX', 'ICPE']);
    expect(said(ad.understood)).toEqual(
      expect.arrayContaining(['Piloter: word, ranks', 'ATEX: word, ranks', 'Animer: word, ranks']),
    );
  });

  it('reads a slip in a word of the trade when it makes a title with a word beside it, and says so', () => {
    const pool = new WordList(['ingenieur', 'methodes', 'toulouse', 'kyriba']);
    const slip = readBrief('Besoin urgent d’un ingénieur métodes sur Toulouse', { places, now: NOW, words: pool });
    expect(slip.corrections).toEqual([{ word: 'métodes', readAs: ['methodes'] }]);
    expect(slip.understood[0]).toMatchObject({ words: 'ingénieur methodes', as: 'occupation', use: 'selects' });
    // a name, a word that makes nothing with its neighbours, and a brief read without the pool stay as written
    for (const text of ['ingénieur Métodes', 'des métodes agiles', 'outil Kyrbia'])
      expect(readBrief(text, { places, now: NOW, words: pool }).corrections).toBeUndefined();
    expect(read('ingénieur métodes').corrections).toBeUndefined();
  });

  it('reads nothing of an empty brief, and names the words it could not use', () => {
    expect(read('   ').query.groups).toEqual([]);
    expect(read('Développeur React. Nous offrons une ambiance conviviale.').unread).toEqual(
      expect.arrayContaining(['ambiance', 'conviviale']),
    );
  });
});
