import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The README shows the sync recipe of docs/api.md (the text clients read, also in /docs): the same, word for word. */
const ROOT = join(__dirname, '..', '..');
const recipe = (file: string) => {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const start = text.indexOf('```text\nsince');
  return start < 0 ? undefined : text.slice(start, text.indexOf('```\n', start + 1));
};

describe('the README', () => {
  it('shows the sync recipe of docs/api.md, unchanged', () => {
    expect(recipe('docs/api.md')).toContain('infos.nextCursor');
    expect(recipe('README.md')).toBe(recipe('docs/api.md'));
  });
});
