import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The client's examples in the READMEs compile against the client as it is (a renamed option or a wrong field is a
 * type error here, not in a reader's editor). Each ```ts block is a module of its own; what the examples take as
 * given (your store, an Express app, your sync trigger, a client made above) is declared once.
 */
const ROOT = join(__dirname, '..', '..');
const GIVEN = `
declare global {
  const db: { loadSince(): Promise<number>; saveSince(since: number): Promise<void>; upsert(id: string, profile: unknown): Promise<void>; delete(id: string): Promise<void> };
  const app: import('express').Express;
  function syncSoon(): void;
  const secrets: { store(name: string, value: string): Promise<void> };
  const fpd: import('@fpd/client').FpdClient;
}
export {};
`;

const blocks = (file: string) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('the TypeScript client examples', () => {
  it('compile against the client (README.md and clients/typescript/README.md)', () => {
    const files = new Map<string, string>([[join(ROOT, 'test-artifacts', 'snippets', 'given.d.ts'), GIVEN]]);
    for (const file of ['README.md', 'clients/typescript/README.md']) {
      blocks(file).forEach((code, i) =>
        files.set(
          join(ROOT, 'test-artifacts', 'snippets', `${file.replace(/\W/g, '_')}_${i}.ts`),
          `${code}\nexport {};\n`,
        ),
      );
    }
    expect(files.size).toBeGreaterThanOrEqual(5);
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      esModuleInterop: true,
      noEmit: true,
      baseUrl: ROOT,
      paths: { '@fpd/client': ['clients/typescript/src'] },
    };
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    host.readFile = (name) => files.get(name) ?? read(name);
    const exists = host.fileExists.bind(host);
    host.fileExists = (name) => files.has(name) || exists(name);
    const program = ts.createProgram([...files.keys()], options, host);
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) => `${d.file?.fileName.replace(ROOT, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(errors).toEqual([]);
  }, 60_000);
});
