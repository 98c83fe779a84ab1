import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle, Dialect } from './connection';
import { initialMigration } from './migrations/001_initial';

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
  };
}

/** Brings the schema up to date; safe to run again (applied migrations are recorded). */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
