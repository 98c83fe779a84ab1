import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// pg returns int8 (count(*), sums) as strings; every count we make fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.pgSchema);
  return openSqlite(config.sqlitePath);
}

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  return sqliteHandle(new SqliteDatabase(path));
}

/** A handle on an open SQLite database (a file, or one deserialized from a test template), with our settings. */
export function sqliteHandle(sqlite: SqliteDatabase.Database): DatabaseHandle {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid PostgreSQL schema name: ${schema}`);
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
