import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, sqliteHandle } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/reference';
import { ensureAdminAccount } from '../src/setup/bootstrap';
import { ADMIN_PASSWORD, TEMPLATE_SCHEMA, type TestTemplate, withDatabase } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/**
 * Migrates and seeds one database per run, which every createTestApp copies instead of migrating its own: on
 * SQLite a serialized in-memory database in a temp file, on PostgreSQL a template database (CREATE DATABASE …
 * TEMPLATE, which needs the CREATEDB right; without it the apps fall back to a schema migrated each time).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  if (!url) return sqliteTemplate(project);
  return postgresTemplate(project, url);
}

async function sqliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const sqlite = new SqliteDatabase(':memory:');
  const handle = sqliteHandle(sqlite);
  await prepare(handle);
  const dir = mkdtempSync(join(tmpdir(), 'tradehall-test-template-'));
  const file = join(dir, 'template.sqlite');
  writeFileSync(file, sqlite.serialize());
  await handle.close();
  project.provide('testTemplate', { dialect: 'sqlite', file });
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const allowed = await admin.query<{ ok: boolean }>(
      'select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user',
    );
    if (!allowed.rows[0]?.ok) {
      project.provide('testTemplate', { dialect: 'postgres', database: undefined });
      return async () => {};
    }
    const database = `${new URL(url).pathname.slice(1)}_tpl_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${database}"`);
    const templateUrl = withDatabase(url, database);
    const handle = await openDatabase({
      databaseUrl: templateUrl,
      sqlitePath: ':memory:',
      pgSchema: TEMPLATE_SCHEMA,
    });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
    project.provide('testTemplate', { dialect: 'postgres', database });
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists "${database}" with (force)`);
      } finally {
        await client.end();
      }
    };
  } finally {
    await admin.end();
  }
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle);
  await seedReferenceData(handle.db);
  await ensureAdminAccount(handle.db, ADMIN_PASSWORD);
}
