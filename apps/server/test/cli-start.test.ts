import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './helpers';

const ROOT = resolve(import.meta.dirname, '../../..');
const CLI = resolve(ROOT, 'apps/server/src/cli.ts');
/** The data folder both starts share, made when the tests run (not on the PostgreSQL pass, which skips them). */
let dataDir = '';

/** `cli start` (from source, through tsx) on the temp data folder and a free port; its stdout as it grows. */
function startServer(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '0.0.0.0', // the default: one "listening at" line per network address, for a few seconds
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      TRADEHALL_SECRET: '',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.resume();
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => stdout, exited };
}

async function waitFor(
  output: () => string,
  pattern: RegExp,
  exited: Promise<number | null>,
): Promise<string> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (const started = Date.now(); Date.now() - started < 45_000; ) {
    if (pattern.test(output())) return output();
    if (gone) break;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`no ${pattern} in the output of \`cli start\`:\n${output()}`);
}

async function stop(server: ReturnType<typeof startServer>): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

// The same on either database: it runs once, on the SQLite pass.
describe.skipIf(testDatabaseUrl)('cli start on a fresh data folder', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tradehall-cli-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the generated admin password after the "listening at" lines, as the last block', async () => {
    const server = startServer();
    try {
      const output = await waitFor(server.output, /password\s+\S+[\s\S]*\n={20,}\n/, server.exited);
      const listening = output.lastIndexOf('Server listening at');
      const block = output.indexOf('First start: created the admin account');
      expect(listening).toBeGreaterThanOrEqual(0);
      expect(block).toBeGreaterThan(listening);
      // Nothing after the block: it is the last thing on the screen.
      expect(output.trimEnd()).toMatch(/={20,}$/);

      const url = /sign in at\s+(\S+)/.exec(output)?.[1];
      const password = /password\s+(\S+)/.exec(output.slice(block))?.[1];
      expect(url).toMatch(/^http:\/\/localhost:\d+$/);
      const login = await fetch(`${url?.replace('localhost', '127.0.0.1')}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stop(server);
    }
  }, 90_000);

  it('does not print a password on the next start: it was shown once', async () => {
    const server = startServer();
    try {
      await waitFor(server.output, /Server listening at/, server.exited);
      await new Promise((wait) => setTimeout(wait, 500));
      expect(server.output()).not.toContain('password');
    } finally {
      await stop(server);
    }
  }, 90_000);
});
