import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Credentials never reach them: request logs carry method, path and status only,
 * and these paths are redacted should anything log a header or body by mistake.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.refreshToken',
        '*.refresh_token',
        '*.access_token',
        '*.authSecret',
      ],
      censor: '[redacted]',
    },
  });
}
