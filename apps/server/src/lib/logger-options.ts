import type { FastifyServerOptions } from 'fastify';

/** How log lines are written: 'pretty' (readable lines, for a person at a terminal) or 'json' (one object a line). */
export type LogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT (pretty or json) when set; otherwise readable lines when stdout is a terminal and JSON when it is
 * not (a file, a pipe, a log collector), which reads every line as one record.
 */
export function logFormatFrom(value: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  const chosen = value?.trim().toLowerCase() ?? '';
  if (chosen === 'pretty' || chosen === 'json') return chosen;
  if (chosen !== '') throw new Error(`LOG_FORMAT=${value}: use pretty or json.`);
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * Fastify's logger: off for 'silent'; pretty lines through pino-pretty, run as a pino transport (a worker thread,
 * so formatting never holds up a request); else pino's JSON lines.
 */
export function loggerOptions(level: string, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (format === 'json') return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
