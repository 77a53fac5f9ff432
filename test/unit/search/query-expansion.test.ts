import { parseMobilityFile } from '../../../src/services/mobility.service';
import { parseKeywords } from '../../../src/domain/search/keyword-grammar';
import { findPlaces, isMajorCity, placeQueryKeys } from '../../../src/domain/search/places';
import { MAJOR_CITIES, MAJOR_CITY_HOMES } from '../../../src/domain/search/vocabulary-data';
import {
  eachWordAlone,
  expandKeywords,
  includedWords,
  isTradeWord,
  scored,
  VOCABULARY,
  shorterReadings,
  withoutWords,
  withOneMissing,
  type Clause,
} from '../../../src/domain/search/query-expansion';
import { editDistance, readingsOfTypo, WordList } from '../../../src/domain/search/spelling';
import { RANKED_ATTRIBUTE, WEIGHTS } from '../../../src/domain/search/match-keys';
import { bundledMobilityBytes } from '../../support/mobility';

const places = parseMobilityFile(bundledMobilityBytes());
const words = new WordList([
  'terraform',
  'python',
  'projet',
  'developpeur',
  'kubernetes',
  'javascript',
  'java',
  'react',
  ...VOCABULARY.tokens,
]);
const expand = (keywords: string, ctx: { strict?: boolean } = {}) =>
  expandKeywords(parseKeywords(keywords), { places, words, ...ctx });
/** A clause as text: its alternatives (terms joined by +, phrases quoted) and whether it has places. */
const show = (c: Clause) => [
  ...c.alternatives.map((alt) => alt.map((t) => (t.kind === 'phrase' ? `"${t.text}"` : t.text)).join('+')),
  ...(c.keys.length > 0 ? ['<keys>'] : []),
];
const include = (keywords: string) => expand(keywords).query.groups[0]!.include.map(show);

describe('the recruiter vocabulary', () => {
  it('reads the field words recruiters shorten, and sectors in French and English', () => {
    expect(include('compta')[0]).toEqual(expect.arrayContaining(['compta', 'comptabilite', 'accounting']));
    expect(include('infra')[0]).toContain('infrastructure');
    expect(include('cdg')[0]).toContain('controleur de gestion');
    expect(include('ing ML')[0]).toContain('ingenieur machine learning');
    expect(include('assurance')[0]).toEqual(expect.arrayContaining(['insurance', 'mutuelle']));
    expect(include('assurance qualité')[0]).toContain('quality assurance');
  });

  it('reads a skill the filters name as a specialty: what ranks beside one ranks beside it', () => {
    const lead = (specialty: boolean) =>
      expandKeywords(parseKeywords('lead dev senior'), { places, words, specialty }).query;
    // alone, the lead title and the seniority select
    expect(lead(false).groups[0]!.include.map((c) => c.typed)).toEqual(['lead dev', 'senior']);
    expect(lead(false).prefer).toBeUndefined();
    // beside a skill filter (`react`), every holder of the skill; leads, then seniors, first
    expect(lead(true).groups[0]!.include).toEqual([]);
    expect(lead(true).prefer!.map((c) => c.typed)).toEqual(['lead dev', 'senior']);
  });

  it("reads the trade words recruiters write: clipped titles, FP&A, industry, change projects, a field's practitioners, blue and red teams", () => {
    expect(include('rédac tech')[0]).toEqual(expect.arrayContaining(['technical writer', 'redacteur technique']));
    expect(include('FP&A')[0]).toEqual(expect.arrayContaining(['controle de gestion', 'controlling']));
    expect(expand('DAF industrie').understood).toEqual([{ words: 'industrie', as: 'preferred', values: [] }]);
    expect(include('manufacturing')[0]).toContain('industrie');
    expect(include('chef de projet conduite du changement')).toHaveLength(1);
    expect(include('chef de projet conduite du changement')[0]).toContain('change manager');
    // a field of finance named alone is also whoever practises it
    expect(include('FP&A')[0]).toEqual(expect.arrayContaining(['controleur de gestion', 'controleuse de gestion']));
    expect(include('compta')[0]).toEqual(expect.arrayContaining(['comptable', 'accountant']));
    expect(include('paie')[0]).toContain('gestionnaire de paie');
    expect(include('"big data"')[0]).toEqual(expect.arrayContaining(['"data engineer"', '"ingenieur de donnees"']));
    // the sides of a security exercise name who plays them
    expect(include('blue team')[0]).toEqual(expect.arrayContaining(['analyste soc', 'soc analyst']));
    expect(include('red team')[0]).toEqual(expect.arrayContaining(['pentesteur', 'penetration tester']));
    // in ERP, a functional consultant is whoever configures a module, titled by the module
    expect(include('consultante fonctionnelle')[0]).toEqual(
      expect.arrayContaining(['sap fico consultant', 'consultant sap sd', 'consultant sap mm']),
    );
    expect(include('consultant fonctionnel SAP')[0]).toContain('consultant sap fico');
    // SAP modules written out: FI/CO as finance, SD and MM as logistics
    expect(include('consultant sap fico')[0]).toContain('consultant sap finance');
    expect(include('consultante SAP logistique')[0]).toEqual(
      expect.arrayContaining(['consultant sap sd', 'consultant sap mm']),
    );
    // titles written out in French (`designer d'expérience utilisateur`)
    expect(include("designer d'expérience utilisateur")[0]).toEqual(
      expect.arrayContaining(['designer ux', 'user experience designer']),
    );
    expect(include('conceptrice interface utilisateur')[0]).toEqual(expect.arrayContaining(['designer ui']));
  });

  it('reads a skill alias as every name of the skill (the referential is the source)', () => {
    expect(include('vue')).toEqual([['vue', 'vuejs']]);
    expect(include('ts')).toEqual([['ts', 'typescript']]);
    expect(include('k8s')[0]).toContain('kubernetes');
  });

  it('reads a run of words as one form, longest first, and keeps what was typed as one reading', () => {
    // `cheffe de projet` and `chef de projets` stem to `chef de projet`: the typed words already match them.
    expect(include('chef de projet senior')).toEqual([
      [
        'chef+de+projet',
        'chef de projet',
        'gestionnaire de projet',
        'responsable de projet',
        'project manager',
        'project leader',
      ],
    ]);
    // beside a specialty an attribute ranks: its holders first, whatever their text (RANKED_ATTRIBUTE)
    const senior = expand('chef de projet senior').query.prefer!;
    expect(senior.map(show)).toEqual([['senior', '<keys>']]);
    expect(senior[0]!.keys.map((k) => [k.key, k.weight])).toContainEqual([
      's:senior',
      WEIGHTS.attribute * RANKED_ATTRIBUTE,
    ]);
    // alone, or beside a place, it selects
    expect(include('senior lyon').map((c) => c[0])).toEqual(['senior', 'lyon']);
    expect(include('front end react')).toEqual([
      ['front+end', 'front end', 'frontend'],
      ['react', 'reactjs'],
    ]);
    expect(expand('developer react').query.prefer!.map(show)[0]).toEqual([
      'developer',
      'developpeur',
      'programmeur',
      'developpeuse',
      'programmeuse',
      'dev',
    ]); // developper: developer's stem
  });

  it('ranks the longer name after when a word reads as its first word, unless the query names it (LONGER_NAMES)', () => {
    const demote = (keywords: string) => (expand(keywords).query.demote ?? []).map((t) => `${t.kind}:${t.text}`);
    expect(demote('react')).toEqual(['phrase:react native', 'phrase:reactnative']);
    expect(demote('reactjs')).toEqual(['phrase:react native', 'phrase:reactnative']);
    expect(demote('java OR react')).toEqual(['phrase:react native', 'phrase:reactnative']);
    for (const keywords of [
      'react native',
      'react -native',
      'react OR "react native"',
      'react-native',
      'vue',
      '"react"',
      '-react',
    ])
      expect(demote(keywords)).toEqual([]);
  });

  it('reads how a mission is held in French and English, and S/4HANA however it is written', () => {
    expect(include('temps partagé')[0]).toEqual(
      expect.arrayContaining(['temps+partagé', 'part time', 'fractional', 'temps partiel', 'mi temps']),
    );
    expect(include('intérim')[0]).toContain('de transition');
    expect(include('s4 hana')[0]).toContain('s4hana');
  });

  it('expands a quoted phrase only by the other names of the whole name it is; exclusions word by word', () => {
    expect(include('"front end"')).toEqual([['"front end"', 'frontend']]);
    expect(include('"chef de projet"')[0]).toEqual(expect.arrayContaining(['"chef de projet"', '"project manager"']));
    expect(include('"contrôleur financier"')[0]).toContain('"financial controller"');
    // never loosened by a shorter name of its own words, nor expanded when it is one word or no whole name
    expect(include('"spring boot"')[0]).not.toContain('spring');
    expect(include('"react"')).toEqual([['"react"']]);
    expect(include('"chef de projet data"')).toEqual([['"chef de projet data"']]);
    // the first words of one name's forms, and no name itself: that name's forms (of several words)
    expect(include('"site reliability"')[0]).toEqual(
      expect.arrayContaining(['"site reliability"', '"site reliability engineer"', '"ingenieur fiabilite"']),
    );
    // included, its names of one word too (`sre`); excluded, never (`-"site reliability"` is no `-sre`)
    expect(include('"site reliability"')[0]).toContain('sre');
    expect(expand('devops -"site reliability"').query.groups[0]!.exclude.map(show)[0]).not.toContain('sre');
    expect(expand('-"intelligence artificielle"').query.groups[0]!.exclude.map(show)[0]).not.toContain('ia');
    expect(include('"chef de"')).toEqual([['"chef de"']]); // the first words of many names: none
    // a name of several words typed with a short word's other number (the stemmer leaves words under 6 letters)
    expect(include('"test d\'intrusion"')[0]).toEqual(expect.arrayContaining(['pentest', '"penetration testing"']));
    expect(include('"base de données"')[0]).toContain('database');
    expect(include("test d'intrusion")[0]).toContain('pentest');
    expect(include('tests')).toEqual(include('"tests"').map((c) => c.map((t) => t.replace(/"/g, '')))); // one word: as typed
    // the same name's words in another order: that order too
    expect(include('"designer ux"')[0]).toContain('"ux designer"');
    const [group] = expand('java -frontend').query.groups;
    expect(group!.exclude.map(show)).toEqual([['frontend', 'front end']]);
  });

  it('reads a sector by the companies that make it up, and a broader sector with its kinds, one way', () => {
    const words = (keywords: string) => include(keywords)[0]!;
    expect(words('retail')).toEqual(expect.arrayContaining(['distributeur', 'enseigne de distribution']));
    expect(words('retail')).toEqual(expect.arrayContaining(['ecommerce', 'vente en ligne'])); // e-commerce is retail
    expect(words('e-commerce')).not.toContain('retail'); // not every retailer sells online
    expect(words('santé')).toEqual(expect.arrayContaining(['pharma']));
    expect(words('pharma')).not.toContain('sante');
    expect(words('transport')).toEqual(expect.arrayContaining(['transporteur', 'logistique']));
    expect(words('logistique')).not.toContain('transport');
    expect(words('énergie')).toContain('energeticien');
    expect(words('secteur public')).toEqual(expect.arrayContaining(['etablissement public']));
  });

  it('reads `secteur` before a sector, and `sector` after one, as the sector alone', () => {
    expect(include('contrôleuse de gestion secteur santé')).toEqual(include('contrôleuse de gestion santé'));
    expect(expand('contrôleuse de gestion secteur santé').understood).toContainEqual({
      words: 'secteur',
      as: 'ignored',
      values: [],
    });
    expect(include('healthcare sector data analyst')).toEqual(include('healthcare data analyst'));
    expect(include('PO secteur grande distribution')).toEqual(include('PO grande distribution'));
    // a sector whose name says it, and the word elsewhere: as they are
    expect(expand('DAF secteur public').understood).toContainEqual({
      words: 'secteur public',
      as: 'preferred',
      values: [],
    });
    expect(include('chef de secteur')).toContainEqual(['secteur']);
  });

  it('excludes a title or a field with its kinds, never its neighbours', () => {
    const excluded = (keywords: string) => expand(keywords).query.groups[0]!.exclude.flatMap(show);
    // FICO is the SAP Finance modules: whoever configures them, however the CV names them
    expect(excluded('consultant sap -fico')).toEqual(
      expect.arrayContaining(['fico', 'sap fi', 'sap co', 'consultant sap finance']),
    );
    expect(excluded('data -"développeur mobile"')).toEqual(
      expect.arrayContaining(['"mobile developer"', '"developpeur ios"', '"android developer"']),
    );
    // a CISO search takes the security consultants after its own; excluding a CISO leaves them in
    expect(include('rssi').flat()).toContain('consultant securite');
    expect(excluded('cyber -rssi')).not.toContain('consultant securite');
  });

  it('reads the small words of a search typed as a sentence as nothing, and the place after them as a place', () => {
    expect(include('data engineer sur paris')).toEqual(include('data engineer paris'));
    expect(expand('data engineer sur paris').understood).toEqual([
      { words: 'sur', as: 'ignored', values: [] },
      { words: 'paris', as: 'place', values: ['Paris'] },
    ]);
    expect(include('consultant sap en suisse')).toEqual(include('consultant sap suisse'));
    expect(include('java developer in lyon')).toEqual(include('java developer lyon'));
    expect(include('chef de projet dans la banque')).toEqual(include('chef de projet banque'));
    expect(include('développeur java à lyon')).toEqual(include('développeur java lyon'));
    // a name that holds one is read whole: a title, a place, a way of working
    expect(expand('la réunion').understood).toEqual([{ words: 'la réunion', as: 'place', values: ['La Réunion'] }]);
    expect(expand('dev sur site').understood.map((u) => u.as)).toEqual(['remoteWork']);
    expect(include('chef de projet')[0]).toEqual(expect.arrayContaining(['chef+de+projet', 'project manager']));
    // quoted, every word is a word
    expect(include('"développeur sur site"')[0]![0]).toBe('"développeur sur site"');
  });

  it('reads a first word of intent (recherche, mission, besoin) as nothing when more words follow, and as a word elsewhere', () => {
    expect(include('recherche comptable')).toEqual(include('comptable'));
    expect(expand('recherche comptable').understood).toContainEqual({ words: 'recherche', as: 'ignored', values: [] });
    expect(include('mission PO assurance')).toEqual(include('PO assurance'));
    expect(include('Besoin dev java')).toEqual(include('dev java'));
    // alone, after another word, or in an OR group's other words: the trade's word
    expect(include('recherche')).toEqual([['recherche']]);
    expect(include('ingénieur recherche').flat()).toContain('recherche');
    expect(include('chargé de mission').flat().join(' ')).toContain('mission');
    expect(expand('comptable OR recherche').query.groups.map((g) => g.include.map(show))).toEqual([
      include('comptable'),
      [['recherche']],
    ]);
    // excluded, it excludes
    expect(expand('data -mission').query.groups[0]!.exclude).toHaveLength(1);
  });

  it('reads a region named as before 2016 as its departments, and ranks who lives there before the rest of the new region', () => {
    for (const [words, departments] of [
      [
        'Midi-Pyrénées',
        ['Ariège', 'Aveyron', 'Haute-Garonne', 'Gers', 'Lot', 'Hautes-Pyrénées', 'Tarn', 'Tarn-et-Garonne'],
      ],
      ['nord pas de calais', ['Nord', 'Pas-de-Calais']],
      ['franche-comté', ['Doubs', 'Jura', 'Haute-Saône', 'Territoire de Belfort']],
    ] as const)
      expect([words, expand(words).understood.map((u) => u.values)]).toEqual([words, [departments]]);
    const keys = new Map(expand('alsace').query.groups[0]!.include[0]!.keys.map((k) => [k.key, k.weight]));
    expect(keys.get('h:in:FR/r44/d67')).toBe(WEIGHTS.lives); // Strasbourg's residents
    expect(keys.get('w:cover:FR/r44')).toBe(WEIGHTS.coversRegion); // a work area Grand Est covers it
    // Reims is in Grand Est, not in Alsace: around it, relaxed only
    expect(keys.get('h:in:FR/r44')).toBe(WEIGHTS.livesAround);
    const strict = expandKeywords(parseKeywords('alsace'), { places, words, strict: true });
    expect(strict.query.groups[0]!.include[0]!.keys.map((k) => k.key)).not.toContain('h:in:FR/r44');
  });

  it('matches a place a word names, by the highest level it names, besides the word in text', () => {
    expect(findPlaces(['paris'], false, places)).toEqual(['FR/r11/d75']);
    expect(findPlaces(['bretagne'], false, places)).toEqual(['FR/r53']);
    expect(findPlaces(['lyon'], false, places)).toEqual(['FR/r84/d69/vlyon']);
    expect(findPlaces(['idf'], false, places)).toEqual(['FR/r11']);
    expect(include('lyon')).toEqual([['lyon', '<keys>']]);
    // a department's residents are its residents: no neighbour of its own, its region around it
    expect(placeQueryKeys('FR/r84/d69').filter((k) => k.key.startsWith('h:'))).toEqual([
      { key: 'h:in:FR/r84', weight: WEIGHTS.livesAround, around: true },
      { key: 'h:in:FR/r84/d69', weight: WEIGHTS.lives },
    ]);
    // nothing around a region or a country; a foreign place's country around it
    expect(placeQueryKeys('FR/r84').filter((k) => k.around || k.wide)).toEqual([]);
    expect(placeQueryKeys('FR/r84/d69').filter((k) => k.wide)).toEqual([
      { key: 'w:cover:FR', weight: 1.5, wide: true },
    ]);
    expect(placeQueryKeys('CH').filter((k) => k.around)).toEqual([]);
    expect(
      placeQueryKeys('CH/rGE')
        .filter((k) => k.around)
        .map((k) => k.key),
    ).toEqual(['h:in:CH']);
    expect(expand('lyon').query.groups[0]!.include[0]!.keys).toEqual(placeQueryKeys('FR/r84/d69/vlyon'));
    // living there first, then working there, then an area that covers it: a department before a region, a region
    // before the country
    // (who lives elsewhere in the city's department, a commute away, as much as who covers the department)
    // (and, relaxed, who lives elsewhere in the region: after everyone else, placesAround)
    // (who covers all of France: a match, after everyone there, as around it: KeyMatch.wide)
    expect(placeQueryKeys('FR/r84/d69/vlyon')).toEqual([
      { key: 'h:in:FR/r84', weight: 1, around: true },
      { key: 'h:in:FR/r84/d69/vlyon', weight: 9 },
      { key: 'h:in:FR/r84/d69', weight: 4.5 },
      { key: 'w:in:FR/r84/d69/vlyon', weight: 6 },
      { key: 'w:cover:FR/r84/d69/vlyon', weight: 6 },
      { key: 'w:cover:FR', weight: 1.5, wide: true },
      { key: 'w:cover:FR/r84', weight: 3 },
      { key: 'w:cover:FR/r84/d69', weight: 4.5 },
    ]);
  });

  it('reads a lone common word as a word, not as the village that bears its name; quoted or in several words, any place counts', () => {
    expect(findPlaces(['courant'], false, places)).toEqual([]);
    expect(findPlaces(['courant'], true, places)).not.toEqual([]);
    expect(findPlaces(['cher'], false, places)).toEqual([]);
    expect(include('vue')).toEqual([['vue', 'vuejs']]); // Vue is also a village: the vocabulary wins
    expect(include('la rochelle')).toEqual([['la+rochelle', '<keys>']]);
    expect(include('saint-malo')).toEqual([['saint-malo', '<keys>']]);
  });

  it("reads a major city's name alone as the major city, not the villages that bear it elsewhere; quoted, as each", () => {
    expect(findPlaces(['lille'], false, places)).toEqual(['FR/r32/d59/vlille']); // not Lille of the province of Antwerp
    expect(findPlaces(['mons'], false, places)).toEqual(['BE/rWAL/dWHT/vmons']);
    expect(findPlaces(['merignac'], false, places)).toEqual(['FR/r75/d33/vmerignac']);
    expect(findPlaces(['lille'], true, places)).toHaveLength(2); // quoted: every Lille
    // every major name that the dataset gives several homes says which is the major one, and names one of them
    const homes = (name: string) =>
      new Set(
        places
          .named(name)
          .filter((a) => a.type === 'ville')
          .map((a) => `${a.countryCode}/${a.departmentCode ?? ''}`),
      );
    const shared = [...MAJOR_CITIES].filter((name) => homes(name).size > 1);
    expect(shared.sort()).toEqual(Object.keys(MAJOR_CITY_HOMES).sort());
    for (const name of shared) {
      expect(homes(name)).toContain(MAJOR_CITY_HOMES[name]);
      expect(places.named(name).filter((a) => a.type === 'ville' && isMajorCity(name, a)).length).toBeGreaterThan(0);
    }
  });

  it('reads an unknown word of 5 letters or more as its closest known words, and says so', () => {
    expect(expand('terrafrom').corrections).toEqual([{ word: 'terrafrom', readAs: ['terraform'] }]);
    expect(include('terrafrom')).toEqual([['terraform']]);
    expect(expand('pyhton devloper').corrections).toEqual([
      { word: 'pyhton', readAs: ['python'] },
      { word: 'devloper', readAs: ['developer'] },
    ]);
    expect(include('devloper')[0]).toContain('developpeur'); // the correction is then read through the vocabulary
  });

  it('reads a slip, as typed or as each reading, as those that make a name, an attribute or a place with its neighbours', () => {
    const pool = new WordList(['cams', 'seine', 'semaine', 'charge', 'chef', 'cheffe', ...VOCABULARY.tokens]);
    const read = (keywords: string) => expandKeywords(parseKeywords(keywords), { places, words: pool });
    expect(read('clams').corrections).toEqual([{ word: 'clams', readAs: ['cams', 'claims'] }]); // alone: both
    expect(read('clams handler').corrections).toEqual([{ word: 'clams', readAs: ['claims'] }]); // a title
    expect(read('chage manager').corrections).toEqual([{ word: 'chage', readAs: ['change'] }]);
    expect(read('2 jours par semine').corrections).toEqual([{ word: 'semine', readAs: ['semaine'] }]); // an attribute
    // neither reading makes a name: both kept
    expect(read('clams senior').corrections).toEqual([{ word: 'clams', readAs: ['cams', 'claims'] }]);
    // a slip the stemmer reads as the word meant (`projett`: `projet`) is kept as typed where it makes the name
    const stems = new WordList(['projet', 'project', ...VOCABULARY.tokens]);
    const inPool = (keywords: string) => expandKeywords(parseKeywords(keywords), { places, words: stems });
    expect(inPool('projett').corrections).toEqual([{ word: 'projett', readAs: ['project'] }]);
    expect(inPool('chef de projett').corrections).toEqual([]);
    expect(inPool('chef de projett').query.groups[0]!.include.map(show)[0]).toContain('project manager');
    // two spellings of one word of the vocabulary are one reading
    expect(read('chefe').corrections).toEqual([{ word: 'chefe', readAs: ['chef'] }]);
  });

  it('reads a word glued from the words of a name as that name, and from two known words as those words', () => {
    const pool = new WordList(['product', 'owner', 'chef', 'projet', 'lead', 'python', 'team', ...VOCABULARY.tokens]);
    const read = (keywords: string) => expandKeywords(parseKeywords(keywords), { places, words: pool });
    expect(read('productowner').corrections).toEqual([{ word: 'productowner', readAs: ['product owner'] }]);
    expect(read('chefdeprojet').corrections).toEqual([{ word: 'chefdeprojet', readAs: ['chef de projet'] }]);
    expect(read('productowner').query.groups[0]!.include.map(show)[0]).toContain('proprietaire de produit');
    expect(read('pythonteam').corrections).toEqual([{ word: 'pythonteam', readAs: ['python team'] }]);
    // a word the pool writes is never split
    const written = new WordList(['productowner', 'product', 'owner', ...VOCABULARY.tokens]);
    expect(expandKeywords(parseKeywords('productowner'), { places, words: written }).corrections).toEqual([]);
  });

  it('never corrects a word the pool or the vocabulary knows (as written or by its stem), a short word, or a place', () => {
    for (const word of ['projets', 'developpeurs', 'java', 'jav', 'paris', 'gironde', 'développeuse'])
      expect([word, expand(word).corrections]).toEqual([word, []]);
    expect(expand('xqzwvkpl').corrections).toEqual([]); // nothing close: kept as typed, it matches nothing
  });

  it('reads a 4-letter slip only as a word of the trade, one letter inserted, deleted or swapped away', () => {
    expect(expand('jvaa').corrections).toEqual([{ word: 'jvaa', readAs: ['java'] }]); // swapped
    // one letter left out (`power`, of Power BI, is the trade's too: both are read)
    expect(expand('ower').corrections).toEqual([{ word: 'ower', readAs: ['owner', 'power'] }]);
    expect(expand('abpa').corrections).toEqual([{ word: 'abpa', readAs: ['abap'] }]);
    // one letter replaced is another word as often as a slip; a word that is not the trade's is no reading
    for (const word of ['lava', 'rext', 'proj']) expect([word, expand(word).corrections]).toEqual([word, []]);
    const pool = new WordList(['lower', 'power', 'tower', 'over', 'owner', ...VOCABULARY.tokens]);
    expect(readingsOfTypo(pool, 'ower', isTradeWord)).toEqual(['owner', 'power']);
    expect(pool.closest('ower')).toEqual(['lower', 'over', 'owner']); // what 5 letters would read: any word
  });

  it('reads a slip that shares a stem of the pool as the word of the trade one edit away, never a word written', () => {
    // `enginer` stems as `engine`, which the pool writes: known by its stem only, it is read as `engineer`
    const pool = new WordList(['engine', 'engineer', 'engineers', 'android', ...VOCABULARY.tokens]);
    expect(pool.knows('enginer') && !pool.written('enginer')).toBe(true);
    expect(readingsOfTypo(pool, 'enginer', isTradeWord)).toEqual(['engineer']);
    // a word written in the pool is kept; so is one whose closest word of the trade has its stem (a plural)
    expect(readingsOfTypo(pool, 'engine', isTradeWord)).toEqual([]);
    expect(readingsOfTypo(new WordList(['developpeuse', ...VOCABULARY.tokens]), 'developpeuses', isTradeWord)).toEqual(
      [],
    );
    // two slips from 7 letters (`andoird`: the r moved)
    expect(readingsOfTypo(pool, 'andoird', isTradeWord)).toEqual(['android']);
    expect(readingsOfTypo(pool, 'andrd', isTradeWord)).toEqual([]); // 5 letters: one edit only
    // two edits keep the first letter and the length within one: names and other words are no slips
    const names = new WordList(['paris', 'debian', 'android']);
    expect(['paribas', 'lebihan'].map((w) => names.closest(w))).toEqual([[], []]);
  });

  it('lets a job word, a sector or a word of the field rank rather than select beside a specialty', () => {
    const typed = (cs: readonly Clause[] | undefined) => (cs ?? []).map((c) => c.typed);
    for (const [keywords, selects, ranks] of [
      ['ingénieur dotnet', ['dotnet'], ['ingénieur']],
      ['admin SFDC', ['SFDC'], ['admin']],
      ['PO assurance', ['PO'], ['assurance']],
      ['PO IT', ['PO'], ['IT']],
      ['consultant sap banque', ['sap'], ['consultant', 'banque']],
      ['développeur "spring batch"', ['spring batch'], ['développeur']],
      ['tech lead python', ['python'], ['tech lead']],
      ['lead dev java', ['java'], ['lead dev']],
      // a title of the trade, not of a specialty
      ['software engineer java', ['java'], ['software engineer']],
      ['ingénieur logiciel c++', ['c++'], ['ingénieur logiciel']],
      // how the position is held
      ['interim CFO', ['CFO'], ['interim']],
      ['DAF de transition', ['DAF'], ['de transition']],
      ['fractional cdg', ['cdg'], ['fractional']],
      // the kind of client
      ['RAF PME', ['RAF'], ['PME']],
      ['cto startup', ['cto'], ['startup']],
      // sectors recruiters name as often as banking (a word no profile writes would select, and empty the answer)
      ['PO e-commerce', ['PO'], ['e-commerce']],
      ['business analyst médias', ['business analyst'], ['médias']],
      ['chef de projet transport', ['chef de projet'], ['transport']],
      ['DAF collectivités', ['DAF'], ['collectivités']],
      ['data analyst retail', ['data analyst'], ['retail']],
    ] as const) {
      const { query, understood } = expand(keywords);
      expect([keywords, typed(query.groups[0]!.include), typed(query.prefer)]).toEqual([keywords, selects, ranks]);
      expect(understood.filter((u) => u.as === 'preferred')).toEqual(
        ranks.map((words) => ({ words, as: 'preferred', values: [] })),
      );
    }
    // a job word misspelt ranks as it does spelt right
    for (const keywords of ['dévelopeur angular', 'develloper angular']) {
      const { query } = expand(keywords);
      expect([keywords, typed(query.groups[0]!.include), typed(query.prefer)]).toEqual([
        keywords,
        ['angular'],
        [keywords.split(' ')[0]],
      ]);
    }
    // a lead title also prefers the seniors and experts (the keys of `senior`)
    const lead = expand('tech lead python').query.prefer![0]!;
    expect(lead.keys.map((k) => k.key)).toEqual(expect.arrayContaining(['s:senior', 's:expert']));
    expect(expand('ingénieur python').query.prefer![0]!.keys).toEqual([]);
    // beside an attribute that ranks, a job word ranks first: the occupation before its attributes (`dev python senior`
    // is a Python developer, the seniors first, before a senior data scientist who writes Python); a sector does not
    const weightOf = (keywords: string, typedAs: string) => {
      const c = scored(expand(keywords).query.prefer!.find((p) => p.typed === typedAs)!);
      return { text: c.textWeight!, keys: Math.max(0, ...c.keys.map((k) => k.weight)) };
    };
    const senior = weightOf('dev python senior', 'senior').keys;
    expect(weightOf('dev python senior', 'dev').text).toBeGreaterThanOrEqual(senior);
    expect(weightOf('dev python', 'dev').text).toBeLessThan(senior / 2);
    expect(weightOf('PO assurance senior', 'assurance').text).toBe(weightOf('PO assurance', 'assurance').text);
    // alone, beside one another, a place or an attribute, quoted, or in an OR: they select
    for (const keywords of [
      'développeur',
      'consultant banque',
      'développeur lyon',
      'développeur senior',
      '"développeur" react',
      'java OR développeur react',
      'développeur xqzwvkpl',
    ])
      expect([keywords, expand(keywords).query.prefer]).toEqual([keywords, undefined]);
  });

  it("reads a title's one-word shorthand in a run as the title spelt out, and names written as consultants write them", () => {
    expect(show(expand('CDP technique').query.groups[0]!.include[0]!)).toContain('technical project manager');
    expect(show(expand('ASR').query.groups[0]!.include[0]!)).toContain('administrateur systemes et reseaux');
    expect(show(expand('D365 F&O').query.groups[0]!.include[0]!)).toContain('dynamics 365 finance and operations');
    expect(include('s4')[0]).toContain('s4hana');
  });

  it('reads a whole title of a way of holding a position as that title, and the ways as equivalents', () => {
    expect(expand('DAF temps partagé').query.prefer).toBeUndefined(); // the title `DAF à temps partagé`
    expect(show(expand('DAF temps partagé').query.groups[0]!.include[0]!)).toContain('fractional cfo');
    expect(show(expand('interim').query.groups[0]!.include[0]!)).toContain('de transition');
  });

  it('reads an attribute written with a slash whole (`3j/semaine`), not each part', () => {
    const { query, understood } = expand('devops 3j/semaine');
    expect(understood).toEqual([{ words: '3j/semaine', as: 'daysPerWeek', values: ['3'] }]);
    expect(query.prefer!.map((c) => c.keys.map((k) => k.key))[0]).toEqual(['d:3', 'd:2', 'd:4']);
  });

  it('leaves out words by position, one clause at least staying, and counts each word alone with the exclusions', () => {
    const typedOf = (cs: readonly Clause[]) => cs.map((c) => c.typed);
    const q = expand('java zzqx python -php').query;
    expect(eachWordAlone(q).map((a) => [typedOf(a.groups[0]!.include), a.groups[0]!.exclude.length])).toEqual([
      [['java'], 1],
      [['zzqx'], 1],
      [['python'], 1],
    ]);
    expect(withoutWords(q, new Set([1]))?.dropped).toEqual(['zzqx']);
    expect(typedOf(withoutWords(q, new Set([1]))!.query.groups[0]!.include)).toEqual(['java', 'python']);
    expect(withoutWords(q, new Set([0, 1, 2]))).toBeNull();
    expect(shorterReadings(q).map((r) => r.dropped)).toEqual([['python']]);
    // a word that only ranks beside a specialty is left out first, then the last word
    expect(shorterReadings(expand('lead zzqx').query).map((r) => r.dropped)).toEqual([['lead'], ['zzqx']]);
    expect(shorterReadings(expand('consultant banque').query).map((r) => r.dropped)).toEqual([['banque']]);
    expect(includedWords(q)).toEqual(['java', 'zzqx', 'python']);
    // an OR, or a single word: nothing to leave out
    expect(eachWordAlone(expand('java OR python zzqx').query)).toEqual([]);
    expect(shorterReadings(expand('java').query)).toEqual([]);
  });

  it('excludes a word written with slashes as written, never each of its parts', () => {
    const excluded = expand('java -front/back').query.groups[0]!.exclude.map(show)[0]!;
    expect(excluded).not.toContain('front');
    expect(excluded).not.toContain('back');
  });

  it('finds titles posted for one another as one job as its own holders, not after (financial and management controllers)', () => {
    const { query } = expand('financial controller');
    expect(show(query.groups[0]!.include[0]!)).toContain('controleur de gestion');
    const after = (query.after ?? []).flatMap((a) => a.near.map((t) => t.text));
    expect(after).not.toContain('controleur de gestion');
    expect(after).toContain('fpa analyst'); // a neighbour still
  });

  it("ranks a title's neighbours after only while the title selects, in a search of one group", () => {
    expect(expand('ingénieur fiabilité').query.after).toHaveLength(1);
    expect(expand('contrôleur financier OR contrôleur de gestion').query.after).toBeUndefined(); // each the other's
    expect(expand('tech lead python').query.after).toBeUndefined(); // the lead title only ranks: so do its neighbours
  });

  it("ranks a title's words apart after its names: titles typed in several words, in a search of one group", () => {
    const [apart] = expand('payroll manager lyon').query.apart!;
    expect(apart!.words.map((t) => t.text)).toEqual(['payroll', 'manager']);
    const names = apart!.names.map((t) => t.text);
    expect(names).toEqual(expect.arrayContaining(['payroll manager', 'responsable paie']));
    // every spelling of the words typed (`consultant` for `consultante`), and the forms that hold them in another order
    expect(expand('consultante sap sd').query.apart![0]!.names.map((t) => t.text)).toEqual(
      expect.arrayContaining(['consultant sap sd', 'consultante sap sd', 'sap sd consultant']),
    );
    expect(expand('payroll manager', { strict: true }).query.apart).toHaveLength(1);
    expect(expand('iso 27001').query.apart).toBeUndefined(); // a skill's name: CVs write it in more ways
    expect(expand('développeur').query.apart).toBeUndefined(); // one word
    expect(expand('payroll manager OR responsable paie').query.apart).toBeUndefined();
  });

  it('relaxed, lets a profile lack one of two to five words that select, in a search of one group', () => {
    const lacking = (keywords: string) => withOneMissing(expand(keywords).query).groups.map((g) => g.oneMissing);
    expect(lacking('python airflow dbt')).toEqual([true]);
    expect(lacking('SFDR taxonomie')).toEqual([true]);
    expect(lacking('data engineer snowflake dbt lyon senior')).toEqual([true]); // places and attributes do not count
    expect(lacking('python airflow lyon senior')).toEqual([true]);
    expect(lacking('python lyon senior')).toEqual([undefined]); // one word that selects
    expect(lacking('python airflow dbt spark kafka scala')).toEqual([undefined]); // more than ONE_MISSING_MOST
    expect(lacking('python airflow dbt OR java spring kafka')).toEqual([undefined, undefined]);
    // `aws ou gcp` is one clause, either word: a data engineer on either, or whoever lacks one of the two clauses
    expect(lacking('data engineer aws ou gcp')).toEqual([true]);
    expect(lacking('ux or ui designer')).toEqual([undefined]); // one clause
  });

  it('reads a word written with slashes that names nothing whole as any of its parts', () => {
    expect(include('front/devops')[0]).toEqual(expect.arrayContaining(['front/devops', 'front', 'devops']));
    expect(include('ios/android')[0]).toEqual(expect.arrayContaining(['ios', 'android']));
    expect(expand('paris/lyon').understood.map((u) => u.as)).toEqual(['place', 'place']);
    expect(include('sd/mm')).toEqual([expect.arrayContaining(['sd/mm', 'sdmm'])]); // a name of its own
    expect(include('sd/mm')[0]).not.toContain('sd');
    expect(include('c/c++')).toEqual([['c/c++']]); // a part of one letter: kept as typed
  });

  it('counts a swap of neighbours as one edit, and allows two edits from 7 letters', () => {
    expect(editDistance('terrafrom', 'terraform', 2)).toBe(1);
    expect(editDistance('pyhton', 'python', 1)).toBe(1);
    expect(editDistance('kittens', 'sitting', 5)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3); // capped at max + 1
    expect(words.closest('javasript')).toEqual(['javascript']); // 9 letters: two edits allowed
    expect(words.closest('pyhtn')).toEqual([]); // 5 letters: one edit only
    expect(words.closest('rect')).toEqual(['react', 'rest']); // every word at the smallest distance, alphabetical
  });
});
