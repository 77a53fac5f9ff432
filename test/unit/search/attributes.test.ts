import { attributeKeys, fluencyLevel, languageCode, readAttribute } from '../../../src/domain/search/attributes';
import { exactTokens } from '../../../src/domain/search/text-analysis';
import { readPlaces } from '../../../src/domain/search/places';
import { skillSlugs } from '../../../src/domain/search/referential';
import { parseMobilityFile } from '../../../src/services/mobility.service';
import { bundledMobilityBytes } from '../../support/mobility';
import { rawProfile } from '../../support/profiles';

const read = (words: string) => readAttribute(exactTokens(words));

describe('attributes read from the keywords', () => {
  it.each([
    ['senior', 'seniority', ['senior', 'expert']],
    ['Sénior', 'seniority', ['senior', 'expert']],
    ['confirmée', 'seniority', ['confirme']],
    ['expert', 'seniority', ['expert', 'senior']],
    ['jeune diplômé', 'seniority', ['junior']],
    ['remote', 'remoteWork', ['Full remote', 'Hybride']],
    ['full remote', 'remoteWork', ['Full remote', 'Hybride']],
    ['télétravail', 'remoteWork', ['Full remote', 'Hybride']],
    ['à distance', 'remoteWork', ['Full remote', 'Hybride']],
    ['hybride', 'remoteWork', ['Hybride']],
    ['présentiel', 'remoteWork', ['Sur site', 'Hybride']],
    ['dispo', 'availability', ['available']],
    ['ASAP', 'availability', ['available']],
    ['disponible immédiatement', 'availability', ['available']],
    ['anglais', 'language', ['en']],
    ['English', 'language', ['en']],
    ['allemand courant', 'language', ['de']],
  ])('%p is a %s', (words, as, values) => {
    expect(read(words)).toMatchObject({ as, values });
  });

  it('reads a language with a level as that level or better, and nothing else as an attribute', () => {
    expect(read('anglais courant')?.keys.map((k) => k.key)).toEqual(['l:en:4', 'l:en:5']);
    expect(read('anglais bilingue')?.minLevel).toBe('native');
    for (const words of ['native', 'courant', 'lead', 'react', 'anglais react', 'libre']) expect([words, read(words)]).toEqual([words, null]);
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
    expect(['Anglais', 'English', 'Langue anglaise', 'Deutsch', 'Néerlandais', 'Zulu'].map(languageCode)).toEqual(['en', 'en', 'en', 'de', 'nl', null]);
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
    expect(attributeKeys(p).sort()).toEqual(['a:now', 'l:en', 'l:en:4', 'r:full-remote', 'r:hybride', 's:confirme']);
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
  ])('%p', (code, expected) => {
    expect(readPlaces(exactTokens(code), false, places)).toEqual(expected);
  });
});

describe('skills read with their qualifier', () => {
  it.each([
    ['SAP SD', ['sap']],
    ['SAP FI/CO', ['sap']],
    ['SAP S/4HANA', ['s4hana', 'sap']],
    ['Java EE', ['java']],
    ['K8s', ['kubernetes']],
    ['Go to market', []],
    ['Goland', []],
  ])('%p is %p', (name, slugs) => {
    expect(skillSlugs(name)).toEqual(slugs);
  });
});
