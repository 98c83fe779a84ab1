import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { browserMissingMessage, findBrowser } from '../scripts/find-browser.mjs';
import { serverEnvironment } from './support/environment';
import { CLI_CREATED_USERS } from './support/users';

const CLI = resolve(import.meta.dirname, '../apps/server/dist/cli.js');

/**
 * Stops the run, before any test, when there is no browser (the same lookup as playwright.config.ts); then
 * creates one account per role (and the password-change account) with the server's CLI, same data folder.
 */
export default function globalSetup(): void {
  if (!findBrowser()) throw new Error(browserMissingMessage());
  const env = { ...process.env, ...serverEnvironment(), LOG_LEVEL: 'silent' };
  for (const user of CLI_CREATED_USERS) {
    execFileSync(
      process.execPath,
      [CLI, 'create-user', '--username', user.username, '--password', user.password, '--role', user.role],
      { env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
}
