import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/config';

export type { Logger } from 'pino';

/**
 * The service's logger: JSON lines (pino) on stdout, or pino-pretty's human format in development. Pretty output is
 * formatted in-process (no worker-thread transport), so a line is written before the process may exit.
 * `destination` lets tests capture the stream.
 */
export function createLogger(log: Config['log'], destination?: DestinationStream): Logger {
  const options = { level: log.level, base: { service: 'fpd' } };
  if (destination) return pino(options, destination);
  const isPretty = log.format === 'pretty' || (log.format === 'auto' && process.stdout.isTTY === true && !log.production);
  return isPretty ? pino(options, pretty({ colorize: process.stdout.isTTY === true, sync: true })) : pino(options, pino.destination({ sync: true }));
}
