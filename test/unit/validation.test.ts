import { z } from 'zod';
import { closestName, editDistance, formatIssues, knownKeysAt } from '../../src/domain/validation';

describe('edit distance and the closest name', () => {
  it.each([
    ['keyword', 'keywords', 1],
    ['keywrods', 'keywords', 1], // two neighbours swapped: one edit
    ['kewords', 'keywords', 1],
    ['seniorty', 'seniority', 1],
    ['limt', 'limit', 1],
    ['abc', 'abc', 0],
    ['', 'abc', 3],
    ['workarea', 'workAreas', 2],
  ])('%s -> %s: %i', (a, b, n) => {
    expect(editDistance(a, b)).toBe(n);
    expect(editDistance(b, a)).toBe(n);
  });

  it('stops counting past its bound', () => {
    expect(editDistance('aaaaaaaaaa', 'bbbbbbbbbb', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('suggests within two edits, case aside, the nearest first; nothing for a name that is mostly edits', () => {
    const known = ['keywords', 'skills', 'workAreas', 'seniority', 'available', 'page', 'limit'];
    expect(closestName('keyword', known)).toBe('keywords');
    expect(closestName('WORKAREAS', known)).toBe('workAreas');
    expect(closestName('pag', known)).toBe('page');
    expect(closestName('query', known)).toBeNull();
    expect(closestName('ab', ['a', 'abc'])).toBe('a'); // one edit each: the first wins
    expect(closestName('x', ['y'])).toBeNull(); // one edit, but the whole name
  });
});

describe('the names a schema knows at a path', () => {
  const schema = z
    .strictObject({
      ids: z.array(z.string()).optional(),
      events: z.array(z.strictObject({ type: z.string(), at: z.string().optional() })),
      nested: z.strictObject({ deep: z.number() }).default({ deep: 1 }),
    })
    .transform((v) => v);
  it('walks pipes, optionals, defaults, arrays and unions', () => {
    expect(knownKeysAt(schema, [])).toEqual(['ids', 'events', 'nested']);
    expect(knownKeysAt(schema, ['events', 3])).toEqual(['type', 'at']);
    expect(knownKeysAt(schema, ['nested'])).toEqual(['deep']);
    expect(knownKeysAt(schema, ['ids', 0])).toEqual([]);
    expect(knownKeysAt(z.union([z.strictObject({ a: z.string() }), z.strictObject({ b: z.string() })]), [])).toEqual([
      'a',
      'b',
    ]);
  });

  it('gives formatIssues its suggestions', () => {
    const issues = schema.safeParse({ events: [{ type: 'x', tpe: 'y' }], idz: [] }).error!.issues;
    expect(formatIssues(issues, 'body', schema)).toBe(
      'body.events.0.tpe: unknown parameter (did you mean body.events.0.type?); body.idz: unknown parameter (did you mean body.ids?)',
    );
    expect(formatIssues(issues, 'body')).toBe('body.events.0.tpe: unknown parameter; body.idz: unknown parameter');
  });
});
