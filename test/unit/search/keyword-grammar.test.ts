import fc from 'fast-check';
import { DomainError } from '../../../src/domain/errors';
import {
  MAX_KEYWORD_GROUPS,
  parseKeywords,
  type KeywordQuery,
  type SearchTerm,
} from '../../../src/domain/search/keyword-grammar';

const w = (text: string): SearchTerm => ({ kind: 'word', text });
const ph = (text: string): SearchTerm => ({ kind: 'phrase', text });
const group = (include: SearchTerm[], exclude: SearchTerm[] = []) => ({ include, exclude });

describe('keyword grammar', () => {
  it.each<[string, KeywordQuery]>([
    ['', { groups: [] }],
    ['   ', { groups: [] }],
    ['java spring', { groups: [group([w('java'), w('spring')])] }],
    ['"chef de projet" agile', { groups: [group([ph('chef de projet'), w('agile')])] }],
    ['java -javascript', { groups: [group([w('java')], [w('javascript')])] }],
    ['react -"full   remote"', { groups: [group([w('react')], [ph('full remote')])] }],
    ['java OR python', { groups: [group([w('java')]), group([w('python')])] }],
    ['java or python Or go', { groups: [group([w('java'), w('or'), w('python'), w('go')])] }], // `Or` said again: read once
    ['senior Senior  SENIOR -php -PHP', { groups: [group([w('senior')], [w('php')])] }],
    ['"chef de projet" "Chef  de projet" chef', { groups: [group([ph('chef de projet'), w('chef')])] }],
    ['java OR java', { groups: [group([w('java')]), group([w('java')])] }], // each group its own
    // a function word said again is kept: it is a word of the name after it, not the same condition
    [
      'chef de projet Pays de la Loire',
      { groups: [group([w('chef'), w('de'), w('projet'), w('Pays'), w('de'), w('la'), w('Loire')])] },
    ],
    ['OR java OR OR python OR', { groups: [group([w('java')]), group([w('python')])] }],
    ['full-stack e-commerce C-level', { groups: [group([w('full-stack'), w('e-commerce'), w('C-level')])] }],
    ['"data engineer', { groups: [group([ph('data engineer')])] }],
    ['- java -', { groups: [group([w('java')])] }],
    ['"" java ""', { groups: [group([w('java')])] }],
    ['-php', { groups: [group([], [w('php')])] }],
    ['C++ C# F# .NET Node.js', { groups: [group([w('C++'), w('C#'), w('F#'), w('.NET'), w('Node.js')])] }],
    ["l’ingénieur d'affaires", { groups: [group([w('l’ingénieur'), w("d'affaires")])] }],
    ['-OR java', { groups: [group([w('java')], [w('OR')])] }],
    ['a"b c"d', { groups: [group([w('a'), ph('b c'), w('d')])] }],
  ])('parses %p', (input, expected) => {
    expect(parseKeywords(input)).toEqual(expected);
  });

  it('accepts 10 groups and refuses 11 with a 400 naming keywords', () => {
    expect(parseKeywords(Array.from({ length: 10 }, (_, i) => `w${i}`).join(' OR ')).groups).toHaveLength(10);
    const eleven = Array.from({ length: 11 }, (_, i) => `w${i}`).join(' OR ');
    expect(() => parseKeywords(eleven)).toThrow(
      new DomainError('validation', 'keywords: at most 10 OR groups (found 11)'),
    );
  });

  it('never throws on arbitrary input, and yields at most 10 non-empty groups or a validation error', () => {
    const alphabet = fc.constantFrom(
      'a',
      'b',
      'é',
      ' ',
      '  ',
      '"',
      '-',
      'OR',
      'or',
      '’',
      "'",
      '+',
      '#',
      '.',
      '\t',
      '\n',
      '(',
      ')',
    );
    const arbitraryInput = fc.oneof(
      fc.string({ maxLength: 500 }),
      fc.array(alphabet, { maxLength: 200 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        let query: KeywordQuery;
        try {
          query = parseKeywords(input);
        } catch (err) {
          return (
            err instanceof DomainError &&
            err.code === 'validation' &&
            /^keywords: at most 10 OR groups/.test(err.message)
          );
        }
        return (
          query.groups.length <= MAX_KEYWORD_GROUPS &&
          query.groups.every((g) => g.include.length + g.exclude.length > 0) &&
          query.groups.every((g) =>
            [...g.include, ...g.exclude].every(
              (t) => t.text.length > 0 && t.text === t.text.trim() && !(t.kind === 'word' && /[\s"]/u.test(t.text)),
            ),
          )
        );
      }),
      { numRuns: 5000 },
    );
  });
});
