import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { logFormatFrom, loggerOptions } from '../src/lib/logger-options';

describe('log format', () => {
  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['', true, 'pretty'],
    ['json', true, 'json'],
    ['JSON', true, 'json'],
    ['pretty', false, 'pretty'],
    [' Pretty ', false, 'pretty'],
  ] as const)('LOG_FORMAT %j with a terminal %s: %s', (value, terminal, format) => {
    expect(logFormatFrom(value, terminal)).toBe(format);
  });

  it('refuses an unknown LOG_FORMAT, naming it', () => {
    expect(() => logFormatFrom('yaml', true)).toThrow('LOG_FORMAT=yaml: use pretty or json.');
  });

  it('configFromEnv reads whether stdout is a terminal', () => {
    expect(configFromEnv({}, true).logFormat).toBe('pretty');
    expect(configFromEnv({}, false).logFormat).toBe('json');
    expect(configFromEnv({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
  });
});

describe('loggerOptions', () => {
  it('writes JSON lines, pretty lines through the pino-pretty transport, or nothing', () => {
    expect(loggerOptions('info', 'json')).toEqual({ level: 'info' });
    expect(loggerOptions('debug')).toEqual({ level: 'debug' });
    expect(loggerOptions('info', 'pretty')).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions('silent', 'pretty')).toBe(false);
  });
});
