import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SWEEP_INTERVAL_MS, sweepExpired } from './account/sweep';
import { createApp } from './app';
import { createTokenService } from './auth/tokens';
import { pairRounds } from './collaboration/connections/pair-job';
import { expireFeedbackRequests } from './communication/feedback-expiry';
import { holdPastMeetings, remindEmptyAgendas } from './communication/meeting-jobs';
import { closeDueReviews } from './communication/review-jobs';
import { openAiModel } from './companion/model/openai-model';
import { postAnniversaries } from './culture/celebrations';
import { connectDatabase, type DatabaseConnection } from './db/connect';
import { ConfigError, loadConfig } from './env';
import { rollOverDayItems } from './execution/roll-over';
import { sendStandupDigests } from './execution/standup-jobs';
import { listen } from './http/listen';
import { pruneDeliveries } from './integrations/deliveries';
import { startDeliveries } from './integrations/delivery-loop';
import { queueWeeklyDigests } from './integrations/digest';
import { createLogger } from './logger';
import { logMailer, smtpMailer } from './mail/mailer';
import { remindCheckIns } from './notifications/check-in-reminders';
import { secretBox } from './secrets/secret-box';
import { openAndSealPulses } from './wellbeing/seal';

/**
 * The only module with side effects at start: read the configuration, open and migrate the database,
 * serve, and shut down cleanly on SIGINT/SIGTERM. Both src/server/main.ts and the built
 * dist/server/main.js sit two folders below the project root.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHUTDOWN_GRACE_MS = 10_000;
const EXIT_DEADLINE_MS = 60_000;
const SERVER_GONE_EXIT_MS = 5_000;

/** Open once connectDatabase succeeded: whatever ends SOS closes it, which stops the embedded server. */
let openDatabase: DatabaseConnection | undefined;
let closing: Promise<void> | undefined;

/**
 * Closes the database once (stopping the embedded server and releasing DATA_DIR), whoever asks first:
 * a fatal error during a shutdown waits for the same close rather than exiting under it.
 */
function closeDatabase(): Promise<void> {
  closing ??= openDatabase ? openDatabase.close() : Promise.resolve();
  return closing;
}

/**
 * Closes the database, then exits; within a minute whatever happens, so that a supervisor can start SOS
 * again (the next start stops a server left running).
 */
function exitClosingDatabase(code: number, deadlineMs = EXIT_DEADLINE_MS): void {
  setTimeout(() => process.exit(code), deadlineMs).unref();
  void closeDatabase()
    .catch(() => {})
    .finally(() => process.exit(code));
}

async function start() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const migrationsFolder = path.join(root, 'db/migrations');
  const database = await connectDatabase(config, {
    onLog: (line) => logger.debug({ postgres: line }, 'postgres'),
    onWarning: (message) => logger.warn(message),
    onServerExit: (description) => {
      logger.fatal(`The embedded database stopped under SOS, which stops too: ${description}`);
      // The server is gone: nothing is left to close but the pool's dead clients and DATA_DIR's lock
      // (which the next start takes over from a dead pid anyway), so this exit does not wait long.
      exitClosingDatabase(1, SERVER_GONE_EXIT_MS);
    },
  });
  openDatabase = database;
  // A fatal error from here on still stops the embedded server rather than orphaning it.
  const fatal = (error: unknown) => {
    logger.fatal({ err: error }, 'fatal error: stopping');
    exitClosingDatabase(1);
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
  await database.migrate(migrationsFolder);
  if (config.databaseUrl && !process.env.AUTH_SECRET) {
    logger.warn('AUTH_SECRET is not set: every instance sharing DATABASE_URL needs the same one.');
  }

  const secrets = secretBox(config.secretsKey);
  const app = createApp({
    db: database.db,
    config,
    tokens: createTokenService(config.authSecret, config.accessTokenTtlSeconds),
    secrets,
    logger,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(logger),
    model: config.ai ? openAiModel(config.ai) : undefined,
    webRoot: path.join(root, 'dist/web'),
  });
  const listenOptions = { port: config.port, host: config.host, limits: config.connections, logger };
  const { server, stop: stopServing } = listen(app.fetch, listenOptions, (info) => {
    logger.info(
      { database: config.databaseUrl ? 'postgres' : 'embedded postgres', dataDir: config.dataDir },
      `SOS is listening on http://${displayHost(config.host)}:${info.port}`,
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { err: error },
      `Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`,
    );
    exitClosingDatabase(1);
  });

  // Expired sessions, device tokens and rate-limit windows go now and then, goal owners a week
  // without a check-in are reminded, work anniversaries are posted, pulse periods are opened and
  // sealed, and 1:1 meetings are held and reminded of: all safe on every instance.
  const sweepNow = () => {
    sweepExpired(database.db).catch((error: unknown) => logger.warn({ err: error }, 'sweep failed'));
    remindCheckIns(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'check-in reminders failed'),
    );
    postAnniversaries(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'anniversaries failed'),
    );
    openAndSealPulses(database.db).catch((error: unknown) => logger.warn({ err: error }, 'pulses failed'));
    // 1:1s: meetings held at the end of their day, then the day-before reminders of empty agendas.
    holdPastMeetings(database.db)
      .then(() => remindEmptyAgendas(database.db))
      .catch((error: unknown) => logger.warn({ err: error }, '1:1 jobs failed'));
    // 360s close on their closing day (decision 037).
    closeDueReviews(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'closing 360s failed'),
    );
    // Feedback requests past their 14 days: the asker is told once.
    expireFeedbackRequests(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'feedback request expiry failed'),
    );
    // Today (decision 038): open items of a past day roll to the next working day, in batches.
    rollOverDayItems(database.db).catch((error: unknown) => logger.warn({ err: error }, 'roll-over failed'));
    // Standups' digests at each team's digest time, once per team and day (decision 038).
    sendStandupDigests(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'standup digests failed'),
    );
    // Connections (decision 041): each company's round of pairs on its Monday, once.
    pairRounds(database.db).catch((error: unknown) => logger.warn({ err: error }, 'pairing failed'));
    // Integrations (decision 047): each company's weekly digest on its Monday from 09:00, once.
    queueWeeklyDigests(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'weekly digests failed'),
    );
    // The delivery log keeps delivered and failed deliveries 30 days.
    pruneDeliveries(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'pruning deliveries failed'),
    );
  };
  sweepNow();
  const sweep = setInterval(sweepNow, SWEEP_INTERVAL_MS);
  sweep.unref();
  // What the company's integrations hear (decision 047): sent every few seconds, on every instance.
  const deliveries = startDeliveries(database.db, { secrets, config, logger });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests in flight, then closing the database`);
    clearInterval(sweep);
    // No new batch of deliveries; the one under way ends before the database closes.
    const deliveriesStopped = deliveries.stop();
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    stopServing(() => {
      deliveriesStopped
        .then(closeDatabase)
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        });
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
}

start().catch((error: unknown) => {
  // One clear line for the operator: what is wrong, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${error instanceof ConfigError ? message : `SOS could not start: ${message}`}\n`);
  exitClosingDatabase(1);
});
