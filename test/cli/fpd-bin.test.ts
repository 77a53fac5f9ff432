import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { rawProfile } from '../support/profiles';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');

/**
 * `fpd` as an operator runs it: `bin/fpd.js` (what `npm link` or an install puts on the PATH) in a fresh checkout,
 * never built (no dist/), from another directory, with only the environment the test gives. Its store: DATA_DIR, or
 * `data` in the installation's directory, never the working directory's.
 */
describe('bin/fpd.js in a fresh checkout', () => {
  let checkout: string;
  let elsewhere: string;
  beforeAll(() => {
    checkout = mkdtempSync(join(tmpdir(), 'fpd-checkout-'));
    elsewhere = mkdtempSync(join(tmpdir(), 'fpd-cwd-'));
    // What a clone holds: the repository's files (those of this working tree, not ignored), then npm install's result.
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree
      mkdirSync(dirname(join(checkout, file)), { recursive: true });
      copyFileSync(join(ROOT, file), join(checkout, file));
    }
    symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(checkout, 'node_modules'));
  });
  afterAll(() => {
    rmSync(checkout, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  });

  const fpd = async (env: Record<string, string>, ...args: string[]) => {
    const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME ?? tmpdir(), LOG_LEVEL: 'warn' };
    try {
      const { stdout, stderr } = await run(process.execPath, [join(checkout, 'bin', 'fpd.js'), ...args], {
        cwd: elsewhere,
        env: { ...base, ...env },
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('runs unbuilt, uses the installation’s data directory from anywhere, says which store, and creates one only to write', async () => {
    expect(existsSync(join(checkout, 'dist'))).toBe(false);
    const store = join(checkout, 'data', 'fpd.sqlite');
    const nothing = await fpd({}, 'keys', 'list');
    expect(nothing).toEqual({
      code: 1,
      stdout: '',
      stderr: `fpd: no store at ${store} (no DATA_DIR: the installation's data directory): nothing to read; set DATA_DIR to the server's data directory\n`,
    });
    expect(existsSync(join(checkout, 'data'))).toBe(false); // not even secrets.json
    const created = await fpd({}, 'keys', 'create', '--type', 'admin', '--name', 'ops', '--json');
    expect(created.code).toBe(0);
    expect(created.stderr).toBe(
      `fpd: created a new store: SQLite ${store} (no DATA_DIR: the installation's data directory)\n`,
    );
    const { id } = JSON.parse(created.stdout.trim().split('\n').at(-1)!);
    const listed = await fpd({}, 'keys', 'list');
    expect(listed).toEqual({
      code: 0,
      stdout: expect.stringContaining(`fpd_${id}_********  admin`),
      stderr: `fpd: store: SQLite ${store}\n`,
    });
    expect(existsSync(join(elsewhere, 'data'))).toBe(false); // the working directory is never a store
  });

  it('refuses to read a named DATA_DIR that holds no store, and creates nothing there', async () => {
    const named = join(elsewhere, 'typo');
    for (const args of [
      ['keys', 'list'],
      ['profiles', 'list'],
      ['profiles', 'show', 'x'],
      ['stats', 'x'],
    ]) {
      const res = await fpd({ DATA_DIR: named }, ...args);
      expect([args.join(' '), res.code, res.stderr]).toEqual([
        args.join(' '),
        1,
        `fpd: no store at ${named}/fpd.sqlite (DATA_DIR): nothing to read; set DATA_DIR to the server's data directory\n`,
      ]);
    }
    expect(existsSync(named)).toBe(false);
  });

  it('builds only what a key or look-up command needs: no mobility dataset, queue, Redis or cluster is touched', async () => {
    // Each of these would say something on stderr (an unreadable dataset is a warning), or fail, if it were opened.
    const away = {
      MOBILITY_SOURCE_URL: 'file:///nonexistent/areas.json.gz',
      REDIS_URL: 'redis://127.0.0.1:9',
      DATA_DIR: join(elsewhere, 'store'),
    };
    const created = await fpd(away, 'keys', 'create', '--type', 'partner', '--name', 'Acme');
    expect(created.code).toBe(0);
    for (const args of [
      ['keys', 'list'],
      ['profiles', 'list'],
      ['keys', 'rotate', created.stdout.split(' ')[3]!],
    ]) {
      const res = await fpd(away, ...args);
      expect([args.join(' '), res.code, res.stderr]).toEqual([
        args.join(' '),
        0,
        `fpd: store: SQLite ${join(elsewhere, 'store')}/fpd.sqlite\n`,
      ]);
    }
    // what changes profiles builds the service, which reads the dataset when it first resolves a place (falling back
    // on the committed file, as the server does): removing resolves none, importing a profile with a city does
    const removed = await fpd(away, 'profiles', 'remove', 'nobody', '--reason', 'deleted');
    expect(removed.stderr).not.toContain('Mobility dataset');
    const file = join(elsewhere, 'one.ndjson');
    writeFileSync(file, `${JSON.stringify(rawProfile('in-lyon'))}\n`);
    const imported = await fpd(away, 'import', file);
    expect([imported.code, imported.stdout]).toEqual([0, 'created 1, updated 0, unchanged 0, rejected 0\n']);
    expect(imported.stderr).toContain(
      'Mobility dataset not refreshed: cannot read file:///nonexistent/areas.json.gz: no such file; the current dataset stays in place; starting on file://',
    );
  });

  it('lists in its help exactly the commands docs/cli.md documents', async () => {
    const documented = new Set(
      [...readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8').matchAll(/^fpd ([a-z-]+)(?: ([a-z-]+))?/gm)].map((m) =>
        m[2] && !m[2].startsWith('-') ? `${m[1]} ${m[2]}` : m[1]!,
      ),
    );
    // the names under `Commands:` in a help text (none for a command without subcommands)
    const commands = (help: string) =>
      [...(help.split(/^Commands:$/m)[1] ?? '').matchAll(/^ {2}([a-z-]+)/gm)]
        .map((m) => m[1]!)
        .filter((c) => c !== 'help');
    const top = commands((await fpd({}, '--help')).stdout);
    const offered = new Set<string>();
    for (const command of top) {
      const sub = commands((await fpd({}, command, '--help')).stdout);
      if (sub.length === 0) offered.add(command);
      for (const s of sub) offered.add(`${command} ${s}`);
    }
    expect([...offered].sort()).toEqual([...documented].sort());
  });
});
