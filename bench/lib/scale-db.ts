// A database for the search-scale benchmark on an explicit engine: a schema of the PostgreSQL at `databaseUrl`,
// or a SQLite file in the temp folder when it is undefined. A fresh one that `cleanup()` removes, or with
// `keep` one named after `name` alone that is left in place for the next run to reuse.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../apps/server/src/config';

export interface ScaleDatabase {
  config: AppConfig;
  /** Where it is: the schema or the file. */
  where: string;
  cleanup(): Promise<void>;
}

export function scaleDatabase(name: string, databaseUrl: string | undefined, keep = false): ScaleDatabase {
  const suffix = keep ? '' : `_${randomBytes(4).toString('hex')}`;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    databaseUrl,
    sqlitePath: join(tmpdir(), `tradehall-bench-${name}${suffix}.db`),
    pgSchema: databaseUrl ? `bench_${name}${suffix}` : undefined,
    adminPassword: 'bench-admin-password',
    secret: 'bench-secret-that-is-long-enough-for-hs256',
    webDist: undefined,
    tokenTtl: '1h',
    logLevel: 'silent',
    seedReferenceData: true,
  };
  return {
    config,
    where: config.pgSchema ? `schema ${config.pgSchema}` : config.sqlitePath,
    async cleanup() {
      if (keep) return;
      if (databaseUrl && config.pgSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${config.pgSchema} cascade`);
        await client.end();
        return;
      }
      for (const end of ['', '-wal', '-shm']) rmSync(`${config.sqlitePath}${end}`, { force: true });
    },
  };
}
