/** A logger (Fastify's shape) that keeps each line as `level message`, for tests that read what a worker said. */
export interface CollectingLog {
  lines: string[];
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(): void;
  trace(): void;
  fatal(): void;
  child(): CollectingLog;
  level: string;
  silent(): void;
}

export function collectingLog(): CollectingLog {
  const lines: string[] = [];
  const log: CollectingLog = {
    lines,
    info: (_o, m) => void lines.push(`info ${m ?? ''}`),
    warn: (_o, m) => void lines.push(`warn ${m ?? ''}`),
    error: (_o, m) => void lines.push(`error ${m ?? ''}`),
    debug() {},
    trace() {},
    fatal() {},
    child: () => log,
    level: 'info',
    silent() {},
  };
  return log;
}
