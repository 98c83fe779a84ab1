import { defineConfig } from '@playwright/test';
import { BASE_URL, serverEnvironment } from './e2e/support/environment';
import { findBrowser } from './scripts/find-browser.mjs';

/**
 * Browser tests: Chromium (CHROMIUM_PATH, the system's Chromium or Chrome, or Playwright's own; see
 * scripts/find-browser.mjs, `npm test` installs one when none is there) against the BUILT server (run
 * `npm run build` first; `npm test` does) on 127.0.0.1, with a fresh SQLite data folder per run.
 * Without a browser, e2e/global-setup.ts stops the run with one message saying what to install.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Tracing doubles the suite's time on a 2-core machine: opt in with E2E_TRACE=1 when debugging.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findBrowser()?.path,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/cli.js start',
    url: `${BASE_URL}/api/hello`,
    env: serverEnvironment(),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
