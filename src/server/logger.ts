import { createRequire } from 'node:module';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';

export type Logger = pino.Logger;

/** Written at once, without waiting for the turn's end, when a turn logs this much. */
const BATCH_BYTES = 8 * 1024;

let stdout: pino.DestinationStream | undefined;

/**
 * Standard output, written once per turn of the event loop: the lines logged during one turn (under
 * load, several requests' lines) leave together at its end in one system call, instead of one call
 * each, which cost about a seventh of a small request's time (decision 023). No line waits past the
 * turn it was logged in, and an exit writes out what is left. One per process, shared by every logger.
 */
function stdoutByTurn(): pino.DestinationStream {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: true, minLength: BATCH_BYTES });
  process.on('exit', () => destination.flushSync());
  let flushPending = false;
  const flush = () => {
    flushPending = false;
    destination.flush();
  };
  stdout = {
    write(line: string) {
      destination.write(line);
      if (!flushPending) {
        flushPending = true;
        setImmediate(flush);
      }
    },
  };
  return stdout;
}

/**
 * A line a person reads (time, level, message, then the fields), in colour, through pino's own
 * pretty-printer: for a terminal. It is loaded only then, so that a server logging JSON never loads it.
 */
function readableLines(destination: NodeJS.WritableStream | number = 1): pino.DestinationStream {
  const requireCommonJs = createRequire(import.meta.url);
  const pretty = requireCommonJs('pino-pretty') as typeof PinoPretty;
  return pretty.build({
    destination,
    sync: true,
    colorize: destination === 1 ? Boolean(process.stdout.hasColors?.()) : false,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}

/** Where the logs go: JSON lines unless standard output is a terminal (or a test asks for lines). */
export interface LogOutput {
  readable?: boolean;
  /** Tests only: a stream instead of standard output. */
  destination?: NodeJS.WritableStream;
}

/**
 * Structured JSON logs, or readable lines on a terminal. Credentials never reach them: request logs
 * carry method, path and status only, and these paths are redacted should anything log a header or body
 * by mistake.
 */
export function createLogger(
  level: string,
  { readable = level !== 'silent' && Boolean(process.stdout.isTTY), destination }: LogOutput = {},
): Logger {
  return pino(
    {
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
          // A Slack app's signing secret, opened for a command (integrations/slack-routes.ts).
          '*.signingSecret',
          // An identity provider's client secret, and single sign-on's codes (auth/sso).
          '*.clientSecret',
          '*.client_secret',
          '*.codeVerifier',
          '*.code_verifier',
          // A webhook's signing secret (integrations/destinations.ts) and a destination's secrets.
          '*.webhookSecret',
          '*.secret',
          '*["webhook-signature"]',
        ],
        censor: '[redacted]',
      },
    },
    readable ? readableLines(destination) : (destination ?? stdoutByTurn()),
  );
}
