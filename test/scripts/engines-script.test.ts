import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * scripts/engines.sh, run for real on ports and a state directory of its own (never the engines the other suites
 * use): a start that fails part-way stops what it started and frees its ports; `up` twice reuses; a stale pid file,
 * a process that no longer answers and a foreign process on the port are each handled. Redis is the engine started
 * (the quickest); the failing one is S3, whose port a plain TCP listener holds.
 */
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'engines.sh');
const hasRedis = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v redis-server && command -v redis-cli'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

/** Whether a process runs (a zombie does not: it only waits to be reaped). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Processes whose command line names the port: what `redis-server 127.0.0.1:PORT` shows in ps. */
function processesOn(port: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => /redis-server/.test(l) && l.includes(`:${port}`) && running(Number(l.trim().split(' ')[0])));
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const describeIf = hasRedis ? describe : process.env.CI === 'true' ? describe : describe.skip;
if (!hasRedis && process.env.CI !== 'true')
  process.stderr.write(
    'SKIPPED "scripts/engines.sh": redis-server is not installed (scripts/engines.sh up redis installs it as root)\n',
  );

describeIf('scripts/engines.sh', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let redisPort: number;
  let s3Port: number;
  const held: Server[] = [];
  const sockets: Socket[] = [];
  const children: ChildProcess[] = [];

  const engines = (...args: string[]): Promise<Run> =>
    new Promise((resolve) => {
      execFile('bash', [SCRIPT, ...args], { env, timeout: 60_000 }, (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
      );
    });
  const pidFile = () => join(dir, 'redis.pid');
  const recordedPid = () => Number(readFileSync(pidFile(), 'utf8').split(' ')[0]);
  const hold = (port: number) =>
    new Promise<void>((resolve) => {
      const s = createServer((c) => {
        c.on('error', () => undefined); // the script's probes hang up abruptly
        c.end('not an engine\n');
        sockets.push(c);
      });
      held.push(s);
      s.listen(port, '127.0.0.1', () => resolve());
    });

  beforeEach(async () => {
    if (!hasRedis) throw new Error('redis-server is not installed: scripts/engines.sh up redis installs it (as root)');
    dir = mkdtempSync(join(tmpdir(), 'fpd-engines-'));
    [redisPort, s3Port] = [await freePort(), await freePort()];
    env = { ...process.env, ENGINES_DIR: dir, ENGINES_REDIS_PORT: String(redisPort), ENGINES_S3_PORT: String(s3Port) };
  });

  afterEach(async () => {
    await engines('down', 'redis', 's3');
    for (const c of sockets.splice(0)) c.destroy();
    for (const s of held.splice(0)) await new Promise((r) => s.close(r));
    for (const c of children.splice(0)) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops what it started when a later engine cannot start, and leaves no process and no port behind', async () => {
    await hold(s3Port);
    const run = await engines('up', 'redis', 's3');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('redis up on');
    expect(run.stderr).toContain(`port ${s3Port} is taken by a process that is not s3`);
    expect(run.stderr).toContain('start failed: stopping what this run started (redis)');
    expect(run.stdout).toBe(''); // no export lines for a failed start
    expect(await portOpen(redisPort)).toBe(false);
    expect(processesOn(redisPort)).toEqual([]);
    expect(existsSync(pidFile())).toBe(false);
  });

  it('reuses what answers when called twice, and down stops it', async () => {
    const first = await engines('up', 'redis');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`export REDIS_URL=redis://127.0.0.1:${redisPort}`);
    const pid = recordedPid();
    const second = await engines('up', 'redis');
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('redis already up');
    expect(recordedPid()).toBe(pid);
    expect((await engines('status')).stdout).toContain(`redis up redis://127.0.0.1:${redisPort}\n`);
    await engines('down', 'redis');
    expect(await portOpen(redisPort)).toBe(false);
    expect(processesOn(redisPort)).toEqual([]);
  });

  it('starts anew after a crash that left a stale pid file', async () => {
    expect((await engines('up', 'redis')).code).toBe(0);
    const pid = recordedPid();
    process.kill(pid, 'SIGKILL');
    while (await portOpen(redisPort)) await new Promise((r) => setTimeout(r, 50));
    const again = await engines('up', 'redis');
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('stale pid file');
    expect(recordedPid()).not.toBe(pid);
    expect(execFileSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).trim()).toBe('PONG');
  });

  it('replaces a process that no longer answers', async () => {
    expect((await engines('up', 'redis')).code).toBe(0);
    const pid = recordedPid();
    process.kill(pid, 'SIGSTOP'); // alive, port held, but silent
    const again = await engines('up', 'redis');
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('redis does not answer: replacing it');
    expect(recordedPid()).not.toBe(pid);
    expect(running(pid)).toBe(false);
    expect(processesOn(redisPort)).toHaveLength(1);
  });

  it('ignores a pid file whose pid now belongs to another process', async () => {
    expect((await engines('up', 'redis')).code).toBe(0);
    await engines('down', 'redis');
    // A pid file naming a live process of someone else (this test's own pid, with another start time).
    writeFileSync(pidFile(), `${process.pid} 1\n`);
    const again = await engines('up', 'redis');
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('stale pid file');
    expect(recordedPid()).not.toBe(process.pid);
  });

  it('opensearch-cluster: a node port held by another process is an error before any node starts', async () => {
    const base = await freePort();
    await hold(base + 2); // node 3's HTTP port
    env = { ...env, ENGINES_OPENSEARCH_CLUSTER_PORT: String(base) };
    const run = await engines('up', 'opensearch-cluster');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(`port ${base + 2} is taken by a process that is not opensearch-cluster-3`);
    expect(run.stdout).toBe('');
    for (const n of [1, 2, 3]) expect(existsSync(join(dir, `opensearch-cluster-${n}.pid`))).toBe(false);
    expect(execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })).not.toContain(join(dir, 'opensearch-cluster'));
  });

  it('opensearch-cluster: one node can be stopped alone, never started alone; an unknown name is refused', async () => {
    const one = await engines('up', 'opensearch-cluster-2');
    expect(one.code).toBe(2);
    expect(one.stderr).toContain(
      'opensearch-cluster-2: one node can only be stopped (down); up opensearch-cluster starts what is missing',
    );
    expect(one.stdout).toBe('');
    const unknown = await engines('down', 'nosuch');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown engine: nosuch');
    expect((await engines('down', 'opensearch-cluster-2')).code).toBe(0); // nothing recorded: nothing to stop
  });

  it('reuses an engine it did not start, and down leaves it running', async () => {
    const own = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.push(own);
    while (!(await portOpen(redisPort))) await new Promise((r) => setTimeout(r, 50));
    const run = await engines('up', 'redis');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('not started here: reused');
    await engines('down', 'redis');
    expect(await portOpen(redisPort)).toBe(true);
  });
});
