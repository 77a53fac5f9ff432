import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

/** A loopback port nothing listens on (free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export async function until(what: string, condition: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A PRIVATE redis-server (the binary the engines script installs) on a port of its own, which a test may stop and
 * start again: the shared Redis is never touched. It keeps nothing on disk, so it comes back empty, like a cache.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    /** More options for redis-server (`--aclfile FILE`). */
    private readonly args: string[],
  ) {}

  static async start(args: string[] = []): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(), args);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async answers(): Promise<boolean> {
    const socket = new Socket();
    try {
      socket.connect(this.port, '127.0.0.1');
      socket.write('PING\r\n');
      const [data] = (await Promise.race([
        once(socket, 'data'),
        once(socket, 'error').then(() => [Buffer.from('')]),
      ])) as [Buffer];
      return /^(\+PONG|-NOAUTH)/.test(data.toString()); // NOAUTH: it answers, to those who log in
    } catch {
      return false;
    } finally {
      socket.destroy();
    }
  }

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.args],
      { stdio: 'ignore' },
    );
    await until('the private redis-server answers', () => this.answers());
  }

  /** SIGKILL: everything it held is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }
}
