/** A pino destination that keeps what the service logged, for tests that read the log back. */
export interface LogLine {
  level: number;
  msg: string;
}

export function captureLog<Line extends LogLine = LogLine>() {
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as Line);
  return {
    destination: { write: (line: string) => void raw.push(line) },
    text: () => raw.join(''),
    lines,
    /** The messages, in order. */
    messages: () => lines().map((l) => l.msg),
  };
}
