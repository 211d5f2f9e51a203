import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './tests/support/free-port';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { TestSmtpServer } from './tests/support/test-smtp-server';

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the BUILT app, started on a
 * free port with a temporary data folder, exactly as `npm start` runs it. The port and folder are chosen
 * once in the runner and inherited by the workers through the environment.
 */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'squares-e2e-'));
/**
 * The app sends its mail over real SMTP to a test server started here, once, in the runner (workers load
 * this file again and find the port set). It writes each message it accepts into E2E_MAIL_DIR, where
 * specs read them (tests/e2e/support/mailbox.ts).
 */
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mail-received');
if (!process.env.E2E_SMTP_PORT) {
  const smtp = await TestSmtpServer.start({ saveTo: process.env.E2E_MAIL_DIR });
  smtp.unref();
  process.env.E2E_SMTP_PORT = String(smtp.port);
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The admin the browser tests' server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Scores in browser tests are posted by the tests themselves (manual feed), never replayed.
      SCORE_FEED: 'manual',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Squares <no-reply@squares.test>',
      // Every browser test reaches the server from 127.0.0.1, so the daily per-address quotas would be one
      // allowance for the whole suite; the quotas themselves are proven by the integration tests.
      PRIVATE_POOLS_PER_DAY: '1000',
      INVITATIONS_PER_DAY_NEW_ACCOUNT: '10000',
      INVITATIONS_PER_DAY: '10000',
    },
  },
});
