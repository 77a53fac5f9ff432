import { parseKeywords } from '../../../src/domain/search/keyword-grammar';
import { expandKeywords, formKey, VOCABULARY } from '../../../src/domain/search/query-expansion';
import { dataFileAndItsBuild } from '../../support/data-files';

/** The forms `form` reads as besides itself. */
const equivalents = (form: string) => (VOCABULARY.equivalents(formKey(form)) ?? []).map((f) => f.text);
/** Whether `keywords` finds a text that says `form` (some alternative of its one clause is in it, by stems). */
const finds = (keywords: string, form: string) =>
  expandKeywords(parseKeywords(keywords)).query.groups[0]!.include[0]!.alternatives.some((alt) =>
    alt.every((t) => ` ${formKey(form)} `.includes(` ${formKey(t.text)} `)),
  );

describe('job titles read from ROME and ESCO', () => {
  it('reads ROME’s feminine as its masculine, and the other way', () => {
    for (const [masculine, feminine] of [
      ['conducteur de travaux', 'conductrice de travaux'],
      ['acheteur industriel', 'acheteuse industrielle'],
      ['technicien de maintenance', 'technicienne de maintenance'],
    ] as const) {
      expect([feminine, finds(feminine, masculine)]).toEqual([feminine, true]);
      expect([masculine, finds(masculine, feminine)]).toEqual([masculine, true]);
    }
  });

  it('reads ESCO’s English preferred label as its French one and the other way (`quality engineer`)', () => {
    expect(finds('quality engineer', 'ingénieure qualité')).toBe(true);
    expect(finds('ingénieur qualité', 'quality engineer')).toBe(true);
    expect(finds('procurement manager', 'directrice des achats')).toBe(true);
  });

  it('never lets an ESCO alternative label join a hand-written group (`data engineer` is no data scientist)', () => {
    expect(equivalents('data engineer')).not.toContain('scientifique des donnees');
    expect(finds('data engineer', 'data scientist')).toBe(false);
    expect(finds('développeur', 'software analyst')).toBe(false);
  });

  it('reads an occupation’s own name of one word as its other labels, never a family’s word nor a tool’s', () => {
    expect(finds('urban planner', 'urbaniste')).toBe(true);
    expect(finds('archivist', 'archiviste')).toBe(true);
    expect(finds('statisticienne', 'statistician')).toBe(true);
    // a hundred titles hold `chef`; `illustrator` is Adobe's too
    expect(equivalents('chef')).not.toContain('chef de cuisine');
    expect(finds('illustratrice', 'illustrator')).toBe(false);
    expect(finds('illustrator', 'illustrateur')).toBe(false);
  });

  it('gives an ESCO masculine of one word the words its feminine has after the slash', () => {
    expect(finds("conducteur d'installation de séparation de l'air", 'air separation plant operator')).toBe(true);
    expect(finds('conseiller en aromathérapie', 'aromatherapist')).toBe(true);
    expect(equivalents('conducteur')).not.toContain('air separation plant operator');
  });

  it('reads a title’s acronym as the title, one way, when its letters are the title’s initials (`ARC`, `IBODE`)', () => {
    expect(finds('ARC', 'attachée de recherche clinique')).toBe(true);
    expect(finds('IBODE', 'infirmier de bloc opératoire')).toBe(true);
    // ROME writes `IADE` after `Infirmier anesthésiste` too: the initials begin it
    expect(finds('IADE', 'infirmière anesthésiste')).toBe(true);
    expect(finds('CEO', 'directrice générale')).toBe(true);
    // one way: the title does not find a text that says the word (`arc électrique`)
    expect(finds('attaché de recherche clinique', 'arc')).toBe(false);
    // an acronym of a part of the title names the part (`MCO`: médecine chirurgie obstétrique), not the title
    expect(finds('MCO', 'infirmier en médecine chirurgie obstétrique')).toBe(false);
    // one after the appellation of another trade (`Instructeur PNC`) is not that trade's
    expect(equivalents('PNC')).toContain('personnel navigant commercial');
    expect(equivalents('PNC')).not.toContain('instructeur personnel navigant commercial');
    // the hand-written vocabulary's reading comes first (`CRM`: the customer relationship management)
    expect(finds('CRM', 'customer relationship manager')).toBe(false);
  });

  it('is what its build makes of the sources in resources/taxonomies', () => {
    const { committed, built } = dataFileAndItsBuild(
      'src/domain/search/taxonomy-titles.json',
      'scripts/vocabulary/build-taxonomy.ts',
    );
    expect(built).toBe(committed);
  });
});
