import { OCCUPATIONS } from '../../../src/domain/search/occupations-data';
import { expandKeywords } from '../../../src/domain/search/query-expansion';
import { parseKeywords } from '../../../src/domain/search/keyword-grammar';
import { exactTokens, stemKey } from '../../../src/domain/search/text-analysis';

/** The forms a query reads as (every alternative of its one clause, as analysis reads them). */
const readAs = (keywords: string) =>
  expandKeywords(parseKeywords(keywords), {})
    .query.groups[0]!.include.flatMap((c) => c.alternatives)
    .map((a) => stemKey(a.flatMap((t) => exactTokens(t.text))));

describe('occupations data', () => {
  it('holds at least 150 groups, each of two forms or more, each form read as words, each with its source', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(150);
    for (const group of OCCUPATIONS) {
      expect([group.forms[0], group.forms.length >= 2, group.source.length > 0]).toEqual([group.forms[0], true, true]);
      for (const form of group.forms) expect([form, exactTokens(form).length > 0]).toEqual([form, true]);
    }
  });

  it('puts each form in one group (what two jobs share is one group)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const group of OCCUPATIONS)
      for (const form of group.forms) {
        const key = stemKey(exactTokens(form));
        if (seen.has(key) && seen.get(key) !== group.forms[0]) twice.push(`${form} (${seen.get(key)} and ${group.forms[0]})`);
        seen.set(key, group.forms[0]!);
      }
    expect(twice).toEqual([]);
  });

  it.each([
    ['comptable', 'accountant'],
    ['accountant', 'comptable'],
    ['daf', 'directeur financier'],
    ['cfo', 'directrice financiere'],
    ['rédacteur technique', 'technical writer'],
    ['technical writer', 'redactrice technique'],
    ['administratrice systèmes', 'system administrator'],
    ['admin sys', 'sysadmin'],
    ['cloud architect', 'architecte cloud'],
    ['développeuse mobile', 'mobile developer'],
    ['business analyst', 'analyste metier'],
    ['rssi', 'ciso'],
    ['cheffe de projet', 'project manager'],
    ['consultante sap', 'sap consultant'],
    ['sap sd-mm', 'sap sdmm'],
    ['contrôleuse de gestion', 'financial controller'],
  ])('%p also reads as %p', (typed, other) => {
    expect(readAs(typed)).toContain(stemKey(exactTokens(other)));
  });

  it('keeps generic words to themselves: consultant is not every consultant title, pm is nobody', () => {
    expect(readAs('consultant')).toEqual(['consultant']); // consultante: the same stem
    expect(readAs('pm')).toEqual(['pm']);
  });
});
