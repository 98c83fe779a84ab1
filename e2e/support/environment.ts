import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the browser tests' server runs and keeps its data. The data folder is made once, in the runner
 * process; its workers inherit it through the environment and so reuse the same folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradehall-e2e-'));
export const E2E_DATA_DIR: string = process.env.E2E_DATA_DIR;

export const ADMIN_PASSWORD = 'e2e-admin-password';
export const TEST_SECRET = 'e2e-secret-not-for-production-0123456789';

/** The environment of the server and of the CLI calls against its data: always SQLite, quiet logs. */
export function serverEnvironment(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: '',
    ADMIN_PASSWORD,
    TRADEHALL_SECRET: TEST_SECRET,
    LOG_LEVEL: 'warn',
  };
}
