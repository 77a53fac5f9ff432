import { redactionOf } from '../../../src/domain/search/anonymise';
import { OCCUPATIONS, occupationForms, TRADE_SKILLS } from '../../../src/domain/search/occupations-data';
import { SKILLS } from '../../../src/domain/search/referential';
import { EQUIVALENTS } from '../../../src/domain/search/vocabulary-data';
import { rawProfile } from '../../support/profiles';
import { dataFileAndItsBuild } from '../../support/data-files';

/** Redaction of a profile whose own name is nowhere in the texts below. */
const { redact } = redactionOf(
  rawProfile('x', { basics: { name: 'Paul Zzdurand' }, meta: { firstName: 'Paul', lastName: 'Zzdurand' } }),
);
const titleCase = (s: string) => s.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));

describe('Stage 1 redaction of the people a text names', () => {
  it.each([
    ['Mission encadrée par Fatima Bühler.', 'Mission encadrée par […].'],
    ['Reported to Lucas Jolivet, then to Loïc Benali.', 'Reported to […], then to […].'],
    ['Avec Jean-Pierre Martin et Jean de La Fontaine.', 'Avec […] et […].'],
    ['Contact : DUPONT Jean (RH).', 'Contact : […] (RH).'],
    ['Validé par Mme Martin, M. Durand et Mr. Smith.', 'Validé par Mme […], M. […] et Mr. […].'],
    ['FATIMA BÜHLER, directrice', '[…], directrice'],
    ['Avec Pascal Durand et Sage Martin.', 'Avec […] et […].'],
    // a surname that is a title of one word too, after a given name or a civility
    ['Avec Sarah Cook, Emma Nurse et Lisa Doctor ; Mme Barman.', 'Avec […], […] et […] ; Mme […].'],
    // a capital inside a surname after its prefix
    ['Avec Emma McKenzie, Paul LeBlanc et Léa DiCaprio.', 'Avec […], […] et […].'],
    // decomposed accents and the other apostrophe read as the precomposed and the straight one
    ['Encadré par Loi\u0308c O’Connor.', 'Encadré par […].'],
  ])('hides the person in %p', (text, shown) => {
    expect(redact(text)).toBe(shown);
  });

  it.each([
    'Grace, Rose et Julia ont rejoint l’équipe.',
    'Ruby On Rails, Pascal Developer, Turbo Pascal, Spring Boot.',
    'Développeur junior, Django et Azure.',
    'Paris Saclay, Lyon Part-Dieu.',
    'Sage X3, CATIA V5, Oracle HFM Sage, SAGE X3.', // a name has no digit; an acronym before a skill is no surname
    'fatima bühler', // not written as a name: no capital letter
    'Emerson DeltaV, Victor SolidWorks.', // a capital after a small letter: a product, not a surname
  ])('keeps %p: a given name alone, beside a search word or a place, or not written as a name', (text) => {
    expect(redact(text)).toBe(text);
  });

  it('keeps every name of the vocabulary written in title case (`Ruby On Rails`, `Chef De Projet`)', () => {
    const names = [
      ...SKILLS.flatMap((s) => [s.name, ...s.aliases]),
      ...EQUIVALENTS.flat(),
      ...TRADE_SKILLS.flat(),
      ...OCCUPATIONS.flatMap(occupationForms),
    ];
    expect(names.length).toBeGreaterThan(1000);
    const changed = names.map(titleCase).filter((name) => redact(name) !== name);
    expect(changed).toEqual([]);
  });

  it('reads the given names its build makes of the sources in resources/names', () => {
    const { committed, built } = dataFileAndItsBuild(
      'src/domain/search/given-names.json',
      'scripts/names/build-given-names.ts',
    );
    expect(built).toBe(committed);
  });
});
