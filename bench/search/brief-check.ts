/**
 * bench/search/brief-check: whether readBrief (src/domain/search/brief.ts) still reads every known brief as it did.
 *
 *   npx tsx bench/search/brief-check.ts save <file>      (the readings as they are, before a change)
 *   npx tsx bench/search/brief-check.ts compare <file>   (after: every reading byte-identical, else exit 1)
 *
 * The briefs: bench/search/brief-ad.ts's LONG_AD, docs/search.md's, the blind relevance sets' (their keywords too),
 * and every string written in a test of briefs or of keywords read by the vocabulary (an array's lines also joined,
 * as a job ad is written); each read with the places and a month's `now`, with a pool's words too, and without either.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { readBrief } from '../../src/domain/search/brief';
import { VOCABULARY } from '../../src/domain/search/query-expansion';
import { WordList } from '../../src/domain/search/spelling';
import { exactTokens } from '../../src/domain/search/text-analysis';
import { parseMobilityFile } from '../../src/services/mobility.service';
import { bundledMobilityBytes } from '../../test/support/mobility';
import { QUERIES as SET_14 } from '../relevance/blind/set-14/queries';
import { QUERIES as SET_15 } from '../relevance/blind/set-15/queries';
import { QUERIES as SET_16 } from '../relevance/blind/set-16/queries';
import { QUERIES as SET_17 } from '../relevance/blind/set-17/queries';
import { LONG_AD } from './brief-ad';

function testStrings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteral))
      found.push(node.elements.map((e) => (e as ts.StringLiteral).text).join('\n'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const docs = readFileSync('docs/search.md', 'utf8');
const briefs = [
  ...new Set([
    LONG_AD,
    `${LONG_AD} réf. 1`,
    ...[...docs.matchAll(/```text brief\n([\s\S]*?)\n```/g)].map((m) => m[1]!),
    ...[...docs.matchAll(/`([^`\n]{3,})`/g)].map((m) => m[1]!),
    ...[...SET_14, ...SET_15, ...SET_16, ...SET_17].flatMap((q) => [q.body.brief ?? [], q.body.keywords ?? []].flat()),
    ...execFileSync('grep', ['-rl', '-e', 'brief', '-e', 'expandKeywords', 'test'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.ts'))
      .flatMap(testStrings),
  ]),
].filter((b) => b.trim() !== '' && b.length <= 5000);

const places = parseMobilityFile(bundledMobilityBytes());
const now = Date.UTC(2026, 10, 29);
const words = new WordList([...exactTokens(JSON.stringify(demoProfiles(300))), ...VOCABULARY.tokens]);
const contexts = [{ places, now }, { places, now, words }, {}];
const readings = briefs.map((b) => JSON.stringify([b, contexts.map((c) => readBrief(b, c))]));

const [mode, file] = process.argv.slice(2);
if (mode === 'save' && file) writeFileSync(file, readings.join('\n'));
else if (mode === 'compare' && file) {
  const saved = readFileSync(file, 'utf8').split('\n');
  const changed = readings.filter((r, i) => r !== saved[i]);
  console.log(`${briefs.length} briefs x ${contexts.length} contexts: ${changed.length} changed`);
  for (const r of changed.slice(0, 5)) console.log((JSON.parse(r) as [string])[0].slice(0, 120));
  if (changed.length > 0 || saved.length !== readings.length) process.exit(1);
} else throw new Error('usage: brief-check.ts save|compare <file>');
