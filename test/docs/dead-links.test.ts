import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Every page of the docs (README, docs/, the client's README, the benchmarks' READMEs) points only at what exists:
 * its links to files and headings, the repository paths it names in code spans, the `npm run` scripts and the `fpd`
 * commands it shows.
 */
const ROOT = join(__dirname, '..', '..');
const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(ROOT, path)).isDirectory() ? walk(path) : name.endsWith('.md') ? [path] : [];
  });
const PAGES = ['README.md', 'clients/typescript/README.md', ...walk('docs'), ...walk('bench')];

/** GitHub's anchor of a heading: lower-cased, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchors = (page: string) =>
  new Set(
    readFileSync(join(ROOT, page), 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => anchorOf(l.replace(/^#+ /, ''))),
  );

const SCRIPTS = new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts));
const FPD_COMMANDS = new Set(
  [...readFileSync(join(ROOT, 'src/cli/fpd.ts'), 'utf8').matchAll(/\.command\('([a-z-]+)/g)].map((m) => m[1]!),
);
/** A repository path in a code span: a top folder of the repository (or of the page's folder), then the rest. */
const TOP = new Set(readdirSync(ROOT).filter((n) => !n.startsWith('.') && n !== 'node_modules'));
/**
 * Files a command writes and git ignores (`clients/typescript/openapi.json`, anything under `test-artifacts/`): named
 * by the docs, absent from a clone.
 */
const IGNORED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\//, ''))
  .filter((l) => l && !l.startsWith('#'));
const made = (path: string) =>
  IGNORED.some((rule) => (rule.endsWith('/') ? `${path}/`.startsWith(rule) : path === rule));

function problems(page: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8');
  const out: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?|mailto):/.test(target!)) continue;
    const [file, anchor] = target!.split('#');
    const path = file ? relative(ROOT, join(ROOT, dirname(page), file)) : page;
    if (!existsSync(join(ROOT, path))) out.push(`${page}: link to ${target} (no ${path})`);
    else if (anchor && path.endsWith('.md') && !anchors(path).has(anchor))
      out.push(`${page}: link to ${target} (no heading #${anchor} in ${path})`);
  }
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const [, script] of span!.matchAll(/\bnpm run(?: -s)? ([a-z][\w:-]*)/g))
      if (!SCRIPTS.has(script!)) out.push(`${page}: \`npm run ${script}\` (no such script in package.json)`);
    const fpd = /^(?:npx |npm run -s )?fpd ([a-z][a-z-]*)/.exec(span!);
    if (fpd && !FPD_COMMANDS.has(fpd[1]!)) out.push(`${page}: \`fpd ${fpd[1]}\` (no such command)`);
    const path = /^(\w[\w.-]*)\/[\w./-]*$/.exec(span!); // not ./data: a folder made at run time
    const named = span!.replace(/\/$/, '');
    if (
      path &&
      !/[*{}]|NN/.test(span!) &&
      (TOP.has(path[1]!) || existsSync(join(ROOT, dirname(page), path[1]!))) &&
      !made(named) &&
      !existsSync(join(ROOT, named)) &&
      !existsSync(join(ROOT, dirname(page), named)) // a path of the page's own package (clients/typescript)
    )
      out.push(`${page}: \`${span}\` (no such path)`);
  }
  return out;
}

describe('the docs', () => {
  it('read pages that exist', () => expect(PAGES.length).toBeGreaterThan(10));
  it.each(PAGES)('%s points only at what exists', (page) => expect(problems(page)).toEqual([]));
  // Today's figures and how to reproduce them, not a notebook of every run (history is in git).
  it('keep docs/performance.md a reference of at most 300 lines', () =>
    expect(readFileSync(join(ROOT, 'docs', 'performance.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(301));
});
