import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built server, which `npm run test:e2e` (scripts/e2e.mjs) starts and
 * names in E2E_BASE_URL. The browser is the system Chromium (CHROMIUM_PATH): nothing is downloaded.
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');

export default defineConfig({
  testDir: 'tests/e2e',
  // The server's AI model: a fake OpenAI-compatible server on the port scripts/e2e.mjs gave it; and
  // the identity provider single sign-on's story connects, on its own port (decision 047).
  globalSetup: ['./tests/e2e/model-server.ts', './tests/e2e/oidc-provider.ts'],
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: the server and the browser share them.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // A trace is recorded for every test to keep a failing one's: a third of the suite's time on two
    // cores. CI's clone is removed once it has run, with its traces, so there it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
