import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from './connection';
import { initialMigration } from './migrations/001_initial';
import { tradeSearchMigration } from './migrations/002_trade_search';
import { loginThrottleMigration } from './migrations/003_login_throttle';
import { worldScansMigration } from './migrations/004_world_scans';
import { worldScanProgressMigration } from './migrations/005_world_scan_progress';
import { searchScaleMigration } from './migrations/006_search_scale';
import { tradeSearchStampMigration } from './migrations/007_trade_search_stamp';
import { modpackAnvilRulesMigration } from './migrations/008_modpack_anvil_rules';
import { rlcraftReferenceMigration } from './migrations/009_rlcraft_reference';
import { idempotencyKeysMigration } from './migrations/010_idempotency_keys';
import { deletedRowsMigration } from './migrations/011_deleted_rows';
import { serverWriteLocksMigration } from './migrations/012_server_write_locks';
import { worldScanStatesMigration } from './migrations/013_world_scan_states';
import { tradeRulesVersionMigration } from './migrations/020_trade_rules_version';
import { tradeNotesMigration } from './migrations/021_trade_notes';

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
    '002_trade_search': tradeSearchMigration(dialect),
    '003_login_throttle': loginThrottleMigration(),
    '004_world_scans': worldScansMigration(),
    '005_world_scan_progress': worldScanProgressMigration(),
    '006_search_scale': searchScaleMigration(dialect),
    '007_trade_search_stamp': tradeSearchStampMigration(dialect),
    '008_modpack_anvil_rules': modpackAnvilRulesMigration(),
    '009_rlcraft_reference': rlcraftReferenceMigration(),
    '010_idempotency_keys': idempotencyKeysMigration(),
    '011_deleted_rows': deletedRowsMigration(dialect),
    '012_server_write_locks': serverWriteLocksMigration(dialect),
    '013_world_scan_states': worldScanStatesMigration(),
    '020_trade_rules_version': tradeRulesVersionMigration(dialect),
    '021_trade_notes': tradeNotesMigration(),
  };
}

/** Brings the schema up to date; safe to run again (applied migrations are recorded). */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // Kysely looks for its migration tables in every schema it can see unless told which one: on a PostgreSQL
  // database shared by several schemas (parallel test files, benchmarks) that finds another schema's tables.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
