/**
 * Where services and adapters write their operational lines (a dependency went down, a job failed): the service's
 * logger (pino, JSON lines, LOG_LEVEL) in the server and the indexer; the console only where no logger is given
 * (library use, a few tests). pino's Logger is one.
 */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLog: Log = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/** For a component whose errors are reported elsewhere. */
export const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };
