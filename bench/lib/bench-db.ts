// A throw-away database for a benchmark: a SQLite file in the temp folder by default, or a fresh schema on
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set. `cleanup()` removes it.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../apps/server/src/config';

export interface BenchDatabase {
  /** 'SQLite' or 'PostgreSQL'. */
  label: string;
  /** An app config on that database (logging off, reference data seeded, no web app). */
  config: AppConfig;
  cleanup(): Promise<void>;
}

export function benchDatabaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const id = randomBytes(4).toString('hex');
  const databaseUrl = benchDatabaseUrl();
  const base: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    databaseUrl,
    sqlitePath: join(tmpdir(), `tradehall-${name}-${id}.db`),
    pgSchema: databaseUrl ? `bench_${name}_${id}` : undefined,
    adminPassword: 'bench-admin-password',
    secret: 'bench-secret-that-is-long-enough-for-hs256',
    webDist: undefined,
    tokenTtl: '1h',
    logLevel: 'silent',
    seedReferenceData: true,
  };
  return {
    label: databaseUrl ? 'PostgreSQL' : 'SQLite',
    config: base,
    async cleanup() {
      if (databaseUrl && base.pgSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${base.pgSchema} cascade`);
        await client.end();
        return;
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${base.sqlitePath}${suffix}`, { force: true });
    },
  };
}
