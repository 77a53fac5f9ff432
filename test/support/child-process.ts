import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** A TypeScript entry as one node process (no tsx wrapper process), so that a signal reaches the program itself. */
export function start(entry: string, env: Record<string, string>, args: string[] = []): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return Object.assign(child, { output: () => output });
}

export const exited = (child: ChildProcess) => new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
