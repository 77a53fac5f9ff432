import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * What a process has used so far, read from /proc (Linux: the machines the benchmarks run on): every thread of it,
 * never its children.
 */

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds (user and system). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // after the command's closing bracket: its state, then utime and stime are the 12th and 13th fields
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Peak resident memory (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}
