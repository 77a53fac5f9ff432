import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/config';

export type { Logger } from 'pino';

/** Where a logger writes: stdout (1, the server), stderr (2, the CLI, whose stdout is for its output), or a stream. */
export type LogDestination = 1 | 2 | DestinationStream;

/**
 * The service's logger: JSON lines (pino), or pino-pretty's human format in development (`LOG_FORMAT=pretty`, or
 * `auto` on a terminal outside production). Both write synchronously in-process (no worker-thread transport), so a
 * line is out before the process exits.
 */
export function createLogger(log: Config['log'], to: LogDestination = 1): Logger {
  const options = { level: log.level, base: { service: 'fpd' } };
  if (typeof to === 'object') return pino(options, to);
  const tty = (to === 1 ? process.stdout : process.stderr).isTTY === true;
  const isPretty = log.format === 'pretty' || (log.format === 'auto' && tty && !log.production);
  return pino(
    options,
    isPretty
      ? pretty({ colorize: tty, sync: true, destination: to, singleLine: true, ignore: 'pid,hostname,service' })
      : pino.destination({ dest: to, sync: true }),
  );
}

/** The more severe of two levels (`silent` is the most severe): the CLI logs warnings and errors only. */
export function atLeast(level: Config['log']['level'], floor: Level): Config['log']['level'] {
  if (level === 'silent') return level;
  return pino.levels.values[level]! >= pino.levels.values[floor]! ? level : floor;
}
