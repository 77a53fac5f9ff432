import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from '../../src/config/config';

/**
 * `.env.example` and the configuration table (docs/configuration.md) document every variable the code reads, and no
 * other.
 */
const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const exampleVariables = [...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map(
  (m) => m[1]!,
);

describe('.env.example', () => {
  it('documents every variable of the configuration schema', () => {
    expect(CONFIG_VARIABLES.filter((v) => !exampleVariables.includes(v))).toEqual([]);
  });

  it('documents nothing the code does not read', () => {
    expect(exampleVariables.filter((v) => !CONFIG_VARIABLES.includes(v))).toEqual([]);
  });

  it('is the only way in: no service code (src/, indexer/) reads process.env for a variable the schema does not know', () => {
    const read = new Set<string>();
    for (const file of ['src', 'indexer'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g,
      ))
        read.add(m[1] ?? m[2]!);
    }
    expect([...read].filter((v) => !CONFIG_VARIABLES.includes(v))).toEqual([]);
  });

  it('matches the configuration table of docs/configuration.md', () => {
    const table = readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .join('\n');
    expect(CONFIG_VARIABLES.filter((v) => !table.includes(`\`${v}\``))).toEqual([]);
  });
});
