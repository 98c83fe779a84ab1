import { randomBytes } from 'node:crypto';
import type { Role } from '@tradehall/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createUser } from '../src/modules/users/users.service';

export const ADMIN_PASSWORD = 'admin-password';
export const USER_PASSWORD = 'player-password';

/** Which database the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDialect = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
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

/** A fresh app on a fresh database: in-memory SQLite, or a new PostgreSQL schema dropped on close. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const schema = testDatabaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
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
  const { app } = await buildApp(config);
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
      if (schema && testDatabaseUrl) {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    },
  };
}
