import { writeAuditRows } from '../logs/audit';
import {
  type Actor,
  type Mode,
  type NumberedRow,
  RowChangedError,
  type RowIssue,
  type TableDef,
  type WriteContext,
  type WriteCounts,
} from '../shared/table/types';
import type { World } from '../shared/table/world';
import { readCsv } from './csv-read';
import type { ProblemList } from './problems';

export interface CheckedFile {
  /** Data rows in the file. */
  rows: number;
  /** The version each stored row the file updates had when it was checked (the write's condition). */
  versions: ReadonlyMap<number, number>;
  /** Rows written anyway that look wrong (the import's report lists them). */
  warnings: readonly RowIssue[];
}

/**
 * Pass 1: reads the whole file and checks every row by the table's rules and the actor's rights, writing
 * nothing. Problems go to `problems` (labelled with `file` for Import All).
 */
export async function checkCsvFile(
  table: TableDef,
  world: World,
  mode: Mode,
  actor: Actor,
  path: string,
  problems: ProblemList,
  file?: string,
): Promise<CheckedFile> {
  const checker = await table.checker(world, mode, actor);
  let rows = 0;
  for await (const batch of readCsv(path, table.columns)) {
    problems.add(batch.issues, file);
    rows += batch.rows.length;
    problems.add(await checker.checkBatch(batch.rows), file);
  }
  problems.add(await checker.finish(), file);
  return { rows, versions: checker.versions(), warnings: checker.warnings?.() ?? [] };
}

export interface WrittenCounts {
  inserted: number;
  updated: number;
  /** Rows equal to the stored row: not written (imports in merge mode). */
  unchanged: number;
  also_updated: string[];
}

/** Where the row-level audit rows of an import say the rows came from; none for an Import All restore. */
export interface RowAudit {
  file: string;
}

/**
 * Pass 2, inside the import's transaction: reads the file again and writes it a batch at a time, each written
 * row with its own audit row when `audit` is given.
 */
export async function writeCsvFile(
  context: WriteContext,
  table: TableDef,
  path: string,
  audit?: RowAudit,
): Promise<WrittenCounts> {
  const writer = await table.writer(context);
  const counts: WrittenCounts = { inserted: 0, updated: 0, unchanged: 0, also_updated: [] };
  const add = async ({ batch, written }: { batch: readonly NumberedRow[]; written: WriteCounts }) => {
    counts.inserted += written.inserted;
    counts.updated += written.updated;
    counts.unchanged += written.unchanged;
    if (!audit) return;
    await writeAuditRows(context.trx, context.dialect, {
      username: context.actor.username,
      table: table.name,
      entries: written.rows.map(({ key, inserted, index }) => ({
        action: inserted ? 'create' : 'update',
        details: {
          id: key,
          via: 'CSV import',
          file: audit.file,
          row: batch[index]!.row,
          after: batch[index]!.raw,
        },
      })),
    });
  };
  // A pipelined writer checks the next batch while the previous one is written; at most two are under way.
  type Pending = Promise<{ batch: readonly NumberedRow[]; written: WriteCounts }>;
  let inflight: Pending | null = null;
  let next: Pending | null = null;
  try {
    for await (const batch of readCsv(path, table.columns)) {
      if (batch.issues.length > 0) throw new RowChangedError(table.name);
      next = writer.writeBatch(batch.rows).then((written) => ({ batch: batch.rows, written }));
      next.catch(() => undefined); // awaited below; this only marks the rejection as handled
      if (!writer.pipelined) {
        await add(await next);
        next = null;
        continue;
      }
      if (inflight) await add(await inflight);
      inflight = next;
      next = null;
    }
    if (inflight) await add(await inflight);
    inflight = null;
  } catch (error) {
    // Nothing may still be running when the transaction rolls back.
    await Promise.allSettled([inflight, next].filter((p) => p !== null));
    throw error;
  }
  counts.also_updated = (await writer.finish()).also_updated;
  return counts;
}
