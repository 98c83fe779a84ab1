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
import { dropTestSchema, underSchemaLock } from './schema-lock';
import { ADMIN_PASSWORD, type TestTemplate } from './template';

export { ADMIN_PASSWORD };
export const USER_PASSWORD = 'player-password';

/** Which database the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDialect = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  /** The PostgreSQL schema the app runs on (undefined on SQLite): pass it as `pgSchema` to open a second app on it. */
  pgSchema: string | undefined;
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
 * A fresh app on a fresh database: in-memory SQLite, or a new PostgreSQL schema dropped on close, each a copy of
 * the run's migrated and seeded template (global-setup.ts) unless the config names a SQLite file of its own.
 * With `pgSchema` (another test app's), a second app on that same PostgreSQL schema, as two copies of the server
 * on one database: it leaves the schema to its owner (close it before the owner).
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const sharedSchema = testDatabaseUrl ? overrides.pgSchema : undefined;
  const schema = testDatabaseUrl ? (sharedSchema ?? `test_${randomBytes(6).toString('hex')}`) : undefined;
  const ownDatabase = overrides.databaseUrl !== undefined || overrides.sqlitePath !== undefined;
  let handle: DatabaseHandle | undefined;
  if (!ownDatabase && !sharedSchema) {
    if (schema) await underSchemaLock(testDatabaseUrl, () => copyPostgresTemplate(schema));
    else handle = copySqliteTemplate();
  }
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: testDatabaseUrl,
    sqlitePath: ':memory:',
    pgSchema: schema,
    adminPassword: ADMIN_PASSWORD,
    secret: 'test-secret-that-is-long-enough-for-hs256',
    webDist: undefined,
    tokenTtl: '1h',
    logLevel: 'silent',
    seedReferenceData: true,
    ...overrides,
  };
  const { app } = await underSchemaLock(testDatabaseUrl, () => buildApp(config, handle));
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
      // The app leaves a database it was handed open.
      await handle?.close();
      if (schema && testDatabaseUrl && !sharedSchema) await dropTestSchema(testDatabaseUrl, schema);
    },
  };
}

/** The run's template; undefined under a Vitest config without global-setup.ts (the apps then migrate). */
function providedTemplate(): TestTemplate | undefined {
  return inject('testTemplate') as TestTemplate | undefined;
}

let sqliteTemplate: Buffer | undefined;

/** The SQLite template as an in-memory database of this app's own. */
function copySqliteTemplate(): DatabaseHandle | undefined {
  const template = providedTemplate();
  if (template?.dialect !== 'sqlite') return undefined;
  sqliteTemplate ??= readFileSync(template.file);
  return sqliteHandle(new SqliteDatabase(sqliteTemplate));
}

let postgresScript: string | undefined;

/** Replays the PostgreSQL template's script into `schema` (left to buildApp to migrate when there is none). */
async function copyPostgresTemplate(schema: string): Promise<void> {
  const template = providedTemplate();
  if (template?.dialect !== 'postgres' || !template.file || !testDatabaseUrl) return;
  postgresScript ??= readFileSync(template.file, 'utf8');
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(postgresScript.replaceAll(template.schema, schema));
  } finally {
    await client.end();
  }
}
