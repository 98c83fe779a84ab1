// A throw-away database for the search-scale benchmark on an explicit engine: a fresh schema of the PostgreSQL
// at `databaseUrl`, or a SQLite file in the temp folder when it is undefined. `cleanup()` removes it.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../apps/server/src/config';

export interface ScaleDatabase {
  config: AppConfig;
  cleanup(): Promise<void>;
}

export function scaleDatabase(name: string, databaseUrl: string | undefined): ScaleDatabase {
  const id = randomBytes(4).toString('hex');
  const config: AppConfig = {
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
    config,
    async cleanup() {
      if (databaseUrl && config.pgSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${config.pgSchema} cascade`);
        await client.end();
        return;
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.sqlitePath}${suffix}`, { force: true });
    },
  };
}
