import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@': path.resolve(import.meta.dirname, 'src/web'),
};

/**
 * The tests whose subject is the embedded PostgreSQL server itself: its start and stop, its lock on
 * DATA_DIR, its user as root, a crash of it, a backup of it. Each starts
 * its own server in a DATA_DIR of its own and never reads TEST_DATABASE_URL, so a run on another
 * PostgreSQL server (`--project server`) leaves them out.
 */
const embeddedServer = [
  'src/server/main.test.ts',
  'src/server/backup/backup.test.ts',
  'src/server/db/embedded-postgres.test.ts',
  'src/server/db/lock.test.ts',
  'src/server/db/server-user.test.ts',
  'src/server/durability/crash.test.ts',
];

/**
 * The web tests that need a module graph of their own, since they are about a page's code not loaded
 * yet: replaced by `vi.mock` (which a graph shared with other files would already hold as it is), or
 * shown by a spinner while it loads (which the router keeps once loaded).
 */
const webIsolated = ['src/web/components/page-error.test.tsx', 'src/web/router.test.tsx'];

const webTests = {
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['tests/setup/web.ts', 'tests/setup/fail-on-console.ts', 'tests/setup/project-name.ts'],
    testTimeout: 15_000,
    unstubGlobals: true,
  },
};

/** Tests that need root (tag `as-root`): they run as root, or in CI where a non-root run must fail. */
const asRoot = process.getuid?.() === 0 || Boolean(process.env.CI);

const serverTests = {
  environment: 'node' as const,
  setupFiles: [
    'tests/setup/fail-on-console.ts',
    'tests/setup/project-name.ts',
    'tests/setup/password-hash.ts',
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  tags: [{ name: 'as-root', description: 'needs root; skipped elsewhere', skip: !asRoot }],
};

export default defineConfig({
  test: {
    // A worker per core, not Vitest's one fewer: the server tests spend much of their time waiting on
    // the database server, another process, so a 2-core host kept only one core busy (decision 033).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: embeddedServer,
          // The files of a worker share their modules: the app is imported once per worker, not once
          // per file, which was most of the project's time. A test that changes a module's state puts
          // it back, and no module is mocked (decision 039).
          isolate: false,
          globalSetup: ['tests/setup/global-setup.ts'],
        },
      },
      {
        test: { ...serverTests, name: 'embedded', include: embeddedServer },
      },
      {
        ...webTests,
        test: {
          ...webTests.test,
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: webIsolated,
          // As the server project: each worker imports React, the router and the pages once, not once
          // per file, which was two thirds of the project's time (decision 043). What a test changes
          // of a module's state, tests/setup/web.ts puts back after each test.
          isolate: false,
        },
      },
      { ...webTests, test: { ...webTests.test, name: 'web-isolated', include: webIsolated } },
    ],
  },
});
