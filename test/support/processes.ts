import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from './indexer';

const ROOT = join(__dirname, '..', '..');

/** A program of the checkout run as its own process, its stdout and stderr kept together. */
export interface EntryProcess extends ChildProcess {
  output(): string;
  /** Resolves when the output holds `text`; fails if the process exits first or after `timeoutMs`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** The exit code and signal, once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A TypeScript entry (src/main.ts, indexer/main.ts, a test program) as one node process (no tsx wrapper process), so
 * that a signal reaches the program itself. `env` is added to this process's environment, or with `clean` replaces
 * it (PATH and HOME kept): an engine URL of the caller's environment then cannot leak in.
 */
export function startEntry(
  entry: string,
  env: Record<string, string>,
  options: { args?: string[]; clean?: boolean } = {},
): EntryProcess {
  const base = options.clean ? { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp' } : process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry), ...(options.args ?? [])], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return Object.assign(child, {
    output: () => output,
    exited,
    async waitForOutput(text: string, timeoutMs = 30_000) {
      await waitFor(
        async () => output,
        (o) => o.includes(text) || child.exitCode !== null || child.signalCode !== null,
        timeoutMs,
      );
      if (!output.includes(text))
        throw new Error(
          `${entry} did not print "${text}" (exit ${child.exitCode ?? child.signalCode ?? 'none yet'}):\n${output}`,
        );
    },
  });
}
