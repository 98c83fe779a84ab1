import type { DataTable } from '@tradehall/contracts';
import type { Dialect } from '../../db/connection';
import { conflict } from '../../lib/http-error';
import { TRADE_DATA } from '../data-editor/table-registry';
import { type Db, RowChangedError } from '../shared/table/types';
import { writeTransaction } from '../shared/transaction';

/** Test hooks: a test makes an edit land between an import's check pass and its write. */
export interface ImportHooks {
  betweenCheckAndWrite?: () => Promise<void>;
}

export interface ImportDeps {
  db: Db;
  dialect: Dialect;
  hooks?: ImportHooks;
}

const CHANGED =
  'The data changed while the file was being checked, so nothing was imported. Import it again.';

/** The 409 of a row changed between check and write, naming the rows when they are known. */
export function changedMeanwhile(error: RowChangedError) {
  if (error.keys.length === 0) return conflict(CHANGED);
  const shown = error.keys.slice(0, 20).join(', ');
  const more = error.keys.length > 20 ? ` and ${error.keys.length - 20} more` : '';
  return conflict(
    `These ${error.table} rows were changed by someone else after the file was checked, so nothing was imported: ${error.table} ${shown}${more}. Import it again.`,
  );
}

/**
 * The one write transaction of an import (the server's write transaction, trade data locked first when the
 * tables hold trade data); anything the check did not foresee (a row changed meanwhile, a unique or foreign-key
 * clash) rolls everything back and answers 409.
 */
export async function importTransaction<T>(
  deps: ImportDeps,
  tables: readonly DataTable[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  await deps.hooks?.betweenCheckAndWrite?.();
  try {
    return await writeTransaction(deps.db, work, {
      tradeData: tables.some((table) => TRADE_DATA.has(table)) ? 'all' : undefined,
      duplicate: CHANGED,
    });
  } catch (error) {
    if (error instanceof RowChangedError) throw changedMeanwhile(error);
    throw error;
  }
}
