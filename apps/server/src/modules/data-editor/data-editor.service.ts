import type { DataRow, RowDeleted, RowSaved, TableData, TableDataQuery } from '@tradehall/contracts';
import type { Dialect } from '../../db/connection';
import { conflict, HttpError, notFound, staleCopy } from '../../lib/http-error';
import { recordRowChange } from '../events/row-changes';
import { writeAudit } from '../logs/audit';
import { type Actor, type Db, RowChangedError, type TableDef } from '../shared/table/types';
import { World } from '../shared/table/world';
import { writeTransaction } from '../shared/transaction';
import { assertTableWrite, describeIssues, statusOfIssue, strongestStatus } from './issues';
import { EDITOR_TABLES, TRADE_DATA, tableNamed } from './table-registry';

export interface EditorDeps {
  db: Db;
  dialect: Dialect;
}

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

/** One write of the editor: the server's write transaction; the row changed meanwhile answers 409 with it. */
async function editorWrite<T>(
  deps: EditorDeps,
  table: TableDef,
  key: number | null,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(deps.db, work, {
      tradeData: TRADE_DATA.has(table.name) ? 'all' : undefined,
    });
  } catch (error) {
    if (!(error instanceof RowChangedError)) throw error;
    throw staleCopy(table.changed, key === null ? undefined : await readRow(deps.db, table, key));
  }
}

/**
 * Saves one row (insert when `key` is null) through the table's module: the same checks, permissions and
 * answers as its dedicated route, in one transaction with its log entry (before and after).
 */
async function saveRow(deps: EditorDeps, actor: Actor, table: TableDef, key: number | null, body: DataRow) {
  assertTableWrite(actor, table);
  return editorWrite(deps, table, key, async (trx) => {
    const before = key === null ? undefined : await readRow(trx, table, key);
    if (key !== null && !before) throw notFound(`Row ${key} of ${table.name} not found.`);
    const stated = body.row_version;
    if (before && stated !== undefined && stated !== null && String(stated) !== String(before.row_version)) {
      throw staleCopy(table.changed, before);
    }
    const givenKey = body[table.key];
    if (key === null && givenKey !== undefined && givenKey !== null && givenKey !== '') {
      const existing = await readRow(trx, table, Number(givenKey));
      if (existing) throw conflict(`${table.name} already has a row ${givenKey}.`);
    }
    const raw = key === null ? body : { ...before, ...body, [table.key]: key };
    const world = new World(trx);
    const checker = await table.checker(world, 'merge', actor);
    const issues = [...(await checker.checkBatch([{ row: 1, raw }])), ...(await checker.finish())];
    if (issues.length > 0) {
      throw new HttpError(strongestStatus(new Set(issues.map(statusOfIssue))), describeIssues(issues));
    }

    const writer = await table.writer({
      trx,
      dialect: deps.dialect,
      world,
      mode: 'merge',
      actor,
      expected: checker.versions(),
    });
    const { rows } = await writer.writeBatch([{ row: 1, raw }]);
    const { also_updated } = await writer.finish();
    const savedKey = rows[0]!.key;
    const after = await readRow(trx, table, savedKey);
    if (!after) throw new Error(`${table.name} row ${savedKey} vanished inside its own transaction`);
    await recordRowChange(trx, table.name, before, after, actor.username);
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
    const warnings = (checker.warnings?.() ?? []).map((warning) => warning.reason);
    return { message: `Saved ${label}.${also}`, row: after, ...(warnings.length > 0 ? { warnings } : {}) };
  });
}

export function createRow(deps: EditorDeps, actor: Actor, name: string, body: DataRow): Promise<RowSaved> {
  return saveRow(deps, actor, tableNamed(name), null, body);
}

export function updateRow(
  deps: EditorDeps,
  actor: Actor,
  name: string,
  key: number,
  body: DataRow,
): Promise<RowSaved> {
  return saveRow(deps, actor, tableNamed(name), key, body);
}

/** Deletes one row as its dedicated route does: the same permission and the same rows go with it. */
export function deleteRow(deps: EditorDeps, actor: Actor, name: string, key: number): Promise<RowDeleted> {
  const table = tableNamed(name);
  assertTableWrite(actor, table);
  return editorWrite(deps, table, key, async (trx) => {
    const before = await readRow(trx, table, key);
    if (!before) throw notFound(`Row ${key} of ${table.name} not found.`);
    const deleted = await table.remove(trx, key, actor);
    await recordRowChange(trx, table.name, before, undefined, actor.username);
    await writeAudit(trx, {
      username: actor.username,
      action: 'delete',
      table: table.name,
      details: { id: key, via: 'data editor', before, ...(Object.keys(deleted).length ? { deleted } : {}) },
    });
    const went = Object.entries(deleted)
      .filter(([what, count]) => count > 0 && what !== table.name)
      .map(([what, count]) => `${count} ${what}`);
    const label = table.label(before) || `${table.key} ${key}`;
    return { message: `Deleted ${label}${went.length ? ` with ${went.join(', ')}` : ''}.`, deleted };
  });
}
