import type { DataTable } from '@tradehall/contracts';
import type { Dialect } from '../../db/connection';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/http-error';
import { TRADE_DATA } from '../data-editor/tables/registry';
import { type Db, RowChangedError } from '../data-editor/tables/types';
import { lockTradeData } from '../trades/data-version';

export interface ImportDeps {
  db: Db;
  dialect: Dialect;
}

const CHANGED =
  'The data changed while the file was being checked, so nothing was imported. Import it again.';

/**
 * The one write transaction of an import: trade data is locked first (see trades/data-version.ts); anything the
 * check did not foresee (a row changed meanwhile, a unique or foreign-key clash) rolls everything back and
 * answers 409.
 */
export async function importTransaction<T>(
  deps: ImportDeps,
  tables: readonly DataTable[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (tables.some((table) => TRADE_DATA.has(table))) await lockTradeData(trx);
      return work(trx);
    });
  } catch (error) {
    if (error instanceof RowChangedError || isUniqueViolation(error) || isForeignKeyViolation(error)) {
      throw conflict(CHANGED);
    }
    throw error;
  }
}

/** A consistent read of several tables: one snapshot on PostgreSQL, one transaction on SQLite. */
export function readSnapshot<T>(deps: ImportDeps, work: (db: Db) => Promise<T>): Promise<T> {
  const builder = deps.db.transaction();
  const snapshot =
    deps.dialect === 'postgres'
      ? builder.setIsolationLevel('repeatable read').setAccessMode('read only')
      : builder;
  return snapshot.execute(work);
}
