import { spawn, type ChildProcess } from 'node:child_process';
import { BENCH_RUN, entryArgs } from './entry';

/**
 * The API server as its own process (built or from source, as BENCH_RUN says, or `how`; from source with tsx as a
 * loader, not its CLI, which would run the server in a child: the pid is the server's), on 127.0.0.1:`port`; resolves
 * once `probe` answers 2xx there, within `waitSeconds`. Its stdout is ignored, its stderr shown.
 */
export async function startApiServer(
  env: Record<string, string>,
  port: number,
  probe: { path: string; init?: RequestInit },
  how: string = BENCH_RUN,
  waitSeconds = 30,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, entryArgs('src/main.ts', how), {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < waitSeconds * 10; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probe.path}`, probe.init)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the server on port ${port} did not start`);
}
