import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, sqliteHandle } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/reference';
import { ensureAdminAccount } from '../src/setup/bootstrap';
import { ADMIN_PASSWORD, type TestTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/**
 * Migrates and seeds one database per run, which every createTestApp copies instead of migrating its own
 * (migrations themselves are tested by the tests that run them: database.test.ts, *-migration.test.ts).
 * SQLite: the serialized in-memory database. PostgreSQL: pg_dump of a migrated schema, replayed per app into a
 * schema of its own in one statement (a tenth of the migrations' time; CREATE DATABASE … TEMPLATE was tried and
 * is no faster here, as creating and dropping a database each cost a second on a busy disk).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const dir = mkdtempSync(join(tmpdir(), 'tradehall-test-template-'));
  const file = join(dir, 'template');
  const template = url ? await postgresTemplate(url, file) : await sqliteTemplate(file);
  project.provide('testTemplate', template);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function sqliteTemplate(file: string): Promise<TestTemplate> {
  const sqlite = new SqliteDatabase(':memory:');
  const handle = sqliteHandle(sqlite);
  await prepare(handle);
  writeFileSync(file, sqlite.serialize());
  await handle.close();
  return { dialect: 'sqlite', file };
}

async function postgresTemplate(url: string, file: string): Promise<TestTemplate> {
  const schema = `tradehall_template_${randomBytes(5).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, sqlitePath: ':memory:', pgSchema: schema });
  try {
    await prepare(handle);
    const dump = execFileSync(
      'pg_dump',
      [
        '--dbname',
        url,
        '--schema',
        schema,
        '--no-owner',
        '--no-privileges',
        '--inserts',
        '--rows-per-insert=1000',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
    // psql meta-commands (\restrict, \unrestrict in newer pg_dump) are not SQL.
    const script = dump
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    writeFileSync(file, script);
    return { dialect: 'postgres', file, schema };
  } catch (error) {
    // No pg_dump (or one older than the server): each app migrates its own schema, as before.
    process.stderr.write(
      `(test template: pg_dump failed, every test app migrates its own schema: ${error})\n`,
    );
    return { dialect: 'postgres', schema };
  } finally {
    await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await handle.close();
  }
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle);
  await seedReferenceData(handle.db);
  await ensureAdminAccount(handle.db, ADMIN_PASSWORD);
}
