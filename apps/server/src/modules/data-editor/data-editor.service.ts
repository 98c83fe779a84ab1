import type { DataRow, RowDeleted, RowSaved, TableData, TableDataQuery } from '@tradehall/contracts';
import type { Dialect } from '../../db/connection';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../logs/audit';
import { lockTradeData } from '../trades/data-version';
import { describeIssues } from './issues';
import { EDITOR_TABLES, TRADE_DATA, tableNamed } from './tables/registry';
import type { Db, TableDef } from './tables/types';
import { World } from './tables/world';

export interface EditorDeps {
  db: Db;
  dialect: Dialect;
}

const STALE_ROW = 'This row was changed by someone else since you loaded it. Reload and try again.';

export const editorTableNames = (): string[] => EDITOR_TABLES.map((table) => table.name);

/** One page of a table's rows, with its columns. */
export async function readTable(db: Db, name: string, page: TableDataQuery): Promise<TableData> {
  const table = tableNamed(name);
  const [rows, total] = await Promise.all([
    table.read(db, { offset: page.offset, limit: page.limit }),
    table.count(db),
  ]);
  return { table: table.name, key: table.key, columns: [...table.columns], rows, total, ...page };
}

/** The row with this key, flat, or undefined. */
export async function readRow(db: Db, table: TableDef, key: number): Promise<DataRow | undefined> {
  const [row] = await table.read(db, { afterKey: key - 1, limit: 1 });
  return row && row[table.key] === key ? row : undefined;
}

async function inTransaction<T>(
  deps: EditorDeps,
  table: TableDef,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (TRADE_DATA.has(table.name)) await lockTradeData(trx);
      return work(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another row already has these values. Reload and try again.');
    if (isForeignKeyViolation(error))
      throw conflict('Other rows still refer to this one, or it refers to a row that is gone.');
    throw error;
  }
}

/**
 * Saves one row (insert when `key` is null) by the owning table's rules, in one transaction with its log
 * entry (before and after).
 */
async function saveRow(
  deps: EditorDeps,
  actor: AuthUser,
  table: TableDef,
  key: number | null,
  body: DataRow,
) {
  return inTransaction(deps, table, async (trx) => {
    const before = key === null ? undefined : await readRow(trx, table, key);
    if (key !== null && !before) throw notFound(`Row ${key} of ${table.name} not found.`);
    const stated = body.row_version;
    if (before && stated !== undefined && stated !== null && String(stated) !== String(before.row_version)) {
      throw conflict(STALE_ROW);
    }
    const givenKey = body[table.key];
    if (key === null && givenKey !== undefined && givenKey !== null && givenKey !== '') {
      const existing = await readRow(trx, table, Number(givenKey));
      if (existing) throw conflict(`${table.name} already has a row ${givenKey}.`);
    }
    const raw = key === null ? body : { ...before, ...body, [table.key]: key };
    const world = new World(trx);
    const checker = await table.checker(world, 'merge');
    const issues = [...(await checker.checkBatch([{ row: 1, raw }])), ...(await checker.finish())];
    if (issues.length > 0) throw badRequest(describeIssues(issues));

    const writer = await table.writer({ trx, dialect: deps.dialect, world, mode: 'merge', actor });
    const { keys } = await writer.writeBatch([{ row: 1, raw }]);
    const { also_updated } = await writer.finish();
    const savedKey = keys[0]!;
    const after = await readRow(trx, table, savedKey);
    if (!after) throw new Error(`${table.name} row ${savedKey} vanished inside its own transaction`);
    await writeAudit(trx, {
      username: actor.username,
      action: key === null ? 'create' : 'update',
      table: table.name,
      details: {
        id: savedKey,
        via: 'data editor',
        before,
        after,
        ...(also_updated.length ? { also_updated } : {}),
      },
    });
    const label = table.label(after) || `${table.key} ${savedKey}`;
    const also = also_updated.length > 0 ? ` Also updated: ${also_updated.join(', ')}.` : '';
    return { message: `Saved ${label}.${also}`, row: after };
  });
}

export function createRow(deps: EditorDeps, actor: AuthUser, name: string, body: DataRow): Promise<RowSaved> {
  return saveRow(deps, actor, tableNamed(name), null, body);
}

export function updateRow(
  deps: EditorDeps,
  actor: AuthUser,
  name: string,
  key: number,
  body: DataRow,
): Promise<RowSaved> {
  return saveRow(deps, actor, tableNamed(name), key, body);
}

/** Deletes one row and whatever the owning screen deletes with it (a town's locations and trades, …). */
export function deleteRow(deps: EditorDeps, actor: AuthUser, name: string, key: number): Promise<RowDeleted> {
  const table = tableNamed(name);
  return inTransaction(deps, table, async (trx) => {
    const before = await readRow(trx, table, key);
    if (!before) throw notFound(`Row ${key} of ${table.name} not found.`);
    const deleted = await table.remove(trx, key);
    await writeAudit(trx, {
      username: actor.username,
      action: 'delete',
      table: table.name,
      details: { id: key, via: 'data editor', before, ...(Object.keys(deleted).length ? { deleted } : {}) },
    });
    const went = Object.entries(deleted)
      .filter(([, count]) => count > 0)
      .map(([what, count]) => `${count} ${what}`);
    const label = table.label(before) || `${table.key} ${key}`;
    return { message: `Deleted ${label}${went.length ? ` with ${went.join(', ')}` : ''}.`, deleted };
  });
}
