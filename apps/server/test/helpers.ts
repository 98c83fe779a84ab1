import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Role } from '@tradehall/contracts';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { type DatabaseHandle, sqliteHandle } from '../src/db/connection';
import { createUser } from '../src/modules/users/users.service';
import { ADMIN_PASSWORD, TEMPLATE_SCHEMA, withDatabase } from './template';

export { ADMIN_PASSWORD };
export const USER_PASSWORD = 'player-password';

/** Which database the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDialect = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  /** The PostgreSQL schema the app runs on (undefined on SQLite): pass it as `pgSchema` to open a second app on it. */
  pgSchema: string | undefined;
  /** The PostgreSQL database the app runs on (a copy of the run's template; undefined on SQLite). */
  databaseUrl: string | undefined;
  /** Every 5xx answer of this app with the error behind it (the body only says 'Internal server error.'). */
  serverErrors: ServerError[];
  /** Creates a user of that role (unique name unless given) and returns a Bearer token for it. */
  loginAs(role: Role, username?: string): Promise<Session>;
  close(): Promise<void>;
}

export interface Session {
  username: string;
  token: string;
  /** Injects a request with this session's token. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface ServerError {
  method: string;
  url: string;
  status: number;
  error: string;
}

/**
 * A fresh app on a fresh database: a copy of the run's migrated and seeded template (global-setup.ts), as an
 * in-memory SQLite database or a PostgreSQL database of its own dropped on close.
 * With `pgSchema` (another test app's), a second app on that same PostgreSQL schema, as two copies of the server
 * on one database: it leaves the database to its owner (close it before the owner).
 * With a `sqlitePath` or `databaseUrl` of its own, the app migrates that database itself.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const sharedSchema = testDatabaseUrl ? overrides.pgSchema : undefined;
  const ownDatabase = overrides.sqlitePath !== undefined || overrides.databaseUrl !== undefined;
  const database = ownDatabase ? undefined : await copyTemplate(sharedSchema);
  const schema = testDatabaseUrl
    ? (database?.schema ?? sharedSchema ?? `test_${randomBytes(6).toString('hex')}`)
    : undefined;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: database?.url ?? testDatabaseUrl,
    sqlitePath: ':memory:',
    pgSchema: schema,
    adminPassword: ADMIN_PASSWORD,
    secret: 'test-secret-that-is-long-enough-for-hs256',
    webDist: undefined,
    tokenTtl: '1h',
    logLevel: 'silent',
    seedReferenceData: true,
    ...overrides,
    ...(database ? { databaseUrl: database.url, pgSchema: schema } : {}),
  };
  const { app } = await buildApp(config, database?.handle);
  const serverErrors: ServerError[] = [];
  const errors = new WeakMap<FastifyRequest, Error>();
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const error = errors.get(request);
    serverErrors.push({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      error: error ? (error.stack ?? String(error)) : '(no error recorded)',
    });
  });
  await app.ready();
  let counter = 0;

  const sessionFor = async (username: string, password: string): Promise<Session> => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
    const token = response.json<{ access_token: string }>().access_token;
    return {
      username,
      token,
      request: (options) =>
        app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    };
  };

  return {
    app,
    pgSchema: schema,
    databaseUrl: testDatabaseUrl ? config.databaseUrl : undefined,
    serverErrors,
    async loginAs(role, username) {
      if (role === 'admin' && username === undefined) return sessionFor('admin', ADMIN_PASSWORD);
      const name = username ?? `${role}_${++counter}`;
      await createUser(
        app.deps.db,
        { username: 'test' },
        { username: name, email: '', password: USER_PASSWORD, role },
      );
      return sessionFor(name, USER_PASSWORD);
    },
    async close() {
      await app.close();
      await database?.handle?.close();
      if (database?.owned) await database.drop();
      else if (schema && testDatabaseUrl && !sharedSchema && !database) {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    },
  };
}

interface TemplateCopy {
  /** The SQLite copy, opened here (the app leaves a handle it was given open). */
  handle?: DatabaseHandle;
  /** The PostgreSQL copy. */
  url?: string;
  schema?: string;
  /** True when this app made the copy, so drops it on close. */
  owned: boolean;
  drop(): Promise<void>;
}

let sqliteTemplate: Buffer | undefined;
/** The PostgreSQL copies of this file's apps by schema name, so that a second app finds its owner's database. */
const postgresCopies = new Map<string, string>();

/** A copy of the run's template, or undefined where there is none (PostgreSQL without the CREATEDB right). */
async function copyTemplate(sharedSchema: string | undefined): Promise<TemplateCopy | undefined> {
  const template = inject('testTemplate');
  if (template.dialect === 'sqlite') {
    sqliteTemplate ??= readFileSync(template.file);
    return { handle: sqliteHandle(new SqliteDatabase(sqliteTemplate)), owned: true, drop: async () => {} };
  }
  if (!testDatabaseUrl) return undefined;
  if (sharedSchema) {
    const url = postgresCopies.get(sharedSchema);
    return url ? { url, schema: sharedSchema, owned: false, drop: async () => {} } : undefined;
  }
  if (!template.database) return undefined;
  const suffix = randomBytes(6).toString('hex');
  const name = `${template.database.replace(/_tpl_[0-9a-f]+$/, '')}_t_${suffix}`;
  const schema = `test_${suffix}`;
  await withClient(testDatabaseUrl, (client) =>
    client.query(`create database "${name}" template "${template.database}"`),
  );
  const url = withDatabase(testDatabaseUrl, name);
  await withClient(url, (client) => client.query(`alter schema ${TEMPLATE_SCHEMA} rename to ${schema}`));
  postgresCopies.set(schema, url);
  return {
    url,
    schema,
    owned: true,
    async drop() {
      postgresCopies.delete(schema);
      await withClient(testDatabaseUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
