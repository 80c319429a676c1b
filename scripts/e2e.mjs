// The browser tests: builds when the build is missing or older than src/, checks for the system
// Chromium (never downloads one), starts the built server on a free port with an empty DATA_DIR,
// runs Playwright (playwright.config.ts, tests/e2e/) against it, stops the server with SIGTERM and
// exits with Playwright's code. Extra arguments go to `playwright test` (e.g. a file or --grep).
// The server's mail goes to an SMTP receiver in this process, which writes each message to a file in
// a folder the tests read (E2E_MAIL_DIR, tests/e2e/fixtures.ts: mailTo). Its AI model is the fake
// OpenAI-compatible server Playwright's global setup starts on E2E_MODEL_PORT (tests/e2e/model-server.ts);
// the same setup starts an OpenID provider on E2E_OIDC_PORT (tests/e2e/oidc-provider.ts), which the
// server reaches on loopback: OUTBOUND_ALLOW_PRIVATE lets it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, raisedRateLimits } from './local-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

/** The newest modification time of any file under `dir`, in milliseconds. */
function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsCurrent() {
  const outputs = ['dist/server/main.js', 'dist/server/figures-worker.js', 'dist/web/index.html'];
  if (!outputs.every((file) => existsSync(file))) return false;
  const oldest = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return oldest >= newestUnder('src');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `e2e: no Chromium at ${chromium}. Install it with \`apt-get update && apt-get install -y chromium\`, ` +
      'or set CHROMIUM_PATH to a Chromium executable.',
  );
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log('e2e: the build is missing or older than src/, running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every test signs people up and asks to join from 127.0.0.1: the limits must not get in the way.
const rateLimits = raisedRateLimits('100000/3600');

const port = await freePort();
const modelPort = await freePort();
const oidcPort = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sos-e2e-'));
// Known to the tests, so that one of them can sign an access token that has already expired.
const authSecret = randomBytes(32).toString('hex');

/** Keeps every message the server sends as <n>.eml in mailDir, written aside and renamed into place. */
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'sos-e2e-mail-'));
let messages = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      messages += 1;
      const file = path.join(mailDir, `${String(messages).padStart(6, '0')}.eml`);
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    ...rateLimits,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: authSecret,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'SOS <no-reply@sos.test>',
    PUBLIC_URL: baseUrl,
    AI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
    AI_MODEL: 'fake-surf',
    AI_TIMEOUT: '15',
    // The tests' identity provider and webhook receivers listen on loopback.
    OUTBOUND_ALLOW_PRIVATE: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let serverExited = false;
let stopping = false;
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => {
    serverExited = true;
    if (!stopping) console.error(`e2e: the server exited unexpectedly (${signal ?? `exit ${code}`})`);
    resolve({ code, signal });
  }),
);

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !serverExited) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function stopServer() {
  stopping = true;
  if (!serverExited) server.kill('SIGTERM');
  await exited;
  await new Promise((resolve) => smtp.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}

// Ctrl+C reaches Playwright too; this process waits for it, then still stops the server and cleans up.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => playwright?.kill('SIGTERM'));

let playwright;
let code = 1;
try {
  if (!(await waitForHealth())) {
    console.error(`e2e: the server at ${baseUrl} did not answer /api/health within 60 s`);
  } else {
    playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_AUTH_SECRET: authSecret,
        E2E_MAIL_DIR: mailDir,
        E2E_DATA_DIR: dataDir,
        E2E_MODEL_PORT: String(modelPort),
        E2E_OIDC_PORT: String(oidcPort),
        CHROMIUM_PATH: chromium,
      },
    });
    code = await new Promise((resolve) => playwright.on('exit', (status) => resolve(status ?? 1)));
    if (process.env.E2E_SCREENSHOTS !== 'off')
      console.log(`\ne2e: screenshots in ${path.join(root, 'test-results', 'screenshots')}`);
  }
} finally {
  await stopServer();
}
process.exit(code);
