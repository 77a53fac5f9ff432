import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/private-redis';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');

/**
 * The image as the Dockerfile makes it, without Docker (none runs here): its build stage's COPY lines from the
 * repository's files into one directory, where `npm run build` runs; its last stage's COPY lines (from that build, or
 * from the repository) into another, where its CMD runs. npm's steps are not repeated (node_modules is this
 * checkout's). A file the service reads at run time that the build leaves out fails here, as it would in production.
 */
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
/** A stage's COPY sources, each copied to the same path under WORKDIR (/app) as the Dockerfile does. */
const copies = (stage: string) =>
  [...stage.matchAll(/^COPY (.+)$/gm)].flatMap((m) => {
    const words = m[1]!.split(' ');
    const fromBuild = words[0]!.startsWith('--from=');
    return words.slice(fromBuild ? 1 : 0, -1).map((src) => ({ fromBuild, src: src.replace(/^\/app\//, '') }));
  });

/** The repository's files (tracked or new, not ignored), as a clone holds them. */
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => f && existsSync(join(ROOT, f)));

function copyFromRepository(src: string, to: string) {
  for (const file of repositoryFiles.filter((f) => f === src || f.startsWith(`${src}/`))) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(ROOT, file), join(to, file));
  }
}

describe('the Docker image, as its Dockerfile builds it', () => {
  let build: string;
  let app: string;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'fpd-image-build-'));
    app = mkdtempSync(join(tmpdir(), 'fpd-image-app-'));
    for (const { src } of copies(stages[0]!)) copyFromRepository(src, build);
    symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(build, 'node_modules'));
    await run('npm', ['run', '-s', 'build'], { cwd: build, timeout: 240_000 });
    for (const { fromBuild, src } of copies(stages.at(-1)!)) {
      if (src === 'node_modules') continue;
      if (fromBuild) cpSync(join(build, src), join(app, src), { recursive: true });
      else copyFromRepository(src, app);
    }
    symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(app, 'node_modules'));
  }, 300_000);
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(build, { recursive: true, force: true });
    rmSync(app, { recursive: true, force: true });
  });

  it('starts with its CMD on a fresh data directory and answers a search that the vocabulary reads', async () => {
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(stages.at(-1)!)![1]!) as string[];
    expect(cmd[0]).toBe('node');
    const port = await freePort();
    const data = join(app, 'data');
    server = spawn(process.execPath, cmd.slice(1), {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: data,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_PROFILES: '40',
        SANDBOX_PROFILES: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    server.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const partnerKey = async () => {
      for (let i = 0; i < 600; i++) {
        const key = /^\s+partner\s+(\S+)$/m.exec(stdout)?.[1];
        if (key && (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok) return key;
        if (server!.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the built server did not start: ${stderr.slice(-2000)}`);
    };
    const key = await partnerKey();
    // a title the taxonomies' data file holds (loaded at the first expansion), a skill and a place
    const res = await fetch(`http://127.0.0.1:${port}/partners/search`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ keywords: 'développeuse react lyon', relax: true }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { infos: { understood?: unknown[] } };
    expect(body.infos.understood?.length).toBeGreaterThan(0);
    expect(server.exitCode).toBeNull();
    expect(stderr).not.toMatch(/Cannot find module|ENOENT/);
  }, 120_000);
});
