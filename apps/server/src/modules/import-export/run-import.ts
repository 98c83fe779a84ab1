import {
  type Mode,
  RowChangedError,
  type TableDef,
  type WriteContext,
  type WriteCounts,
} from '../data-editor/tables/types';
import type { World } from '../data-editor/tables/world';
import { readCsv } from './csv-read';
import type { ProblemList } from './problems';

/**
 * Pass 1: reads the whole file and checks every row by the table's rules, writing nothing. Answers the number
 * of data rows; problems go to `problems` (labelled with `file` for Import All).
 */
export async function checkCsvFile(
  table: TableDef,
  world: World,
  mode: Mode,
  path: string,
  problems: ProblemList,
  file?: string,
): Promise<number> {
  const checker = await table.checker(world, mode);
  let rows = 0;
  for await (const batch of readCsv(path, table.columns)) {
    problems.add(batch.issues, file);
    rows += batch.rows.length;
    problems.add(await checker.checkBatch(batch.rows), file);
  }
  problems.add(await checker.finish(), file);
  return rows;
}

export interface WrittenCounts {
  inserted: number;
  updated: number;
  also_updated: string[];
}

/** Pass 2, inside the import's transaction: reads the file again and writes it a batch at a time. */
export async function writeCsvFile(
  context: WriteContext,
  table: TableDef,
  path: string,
): Promise<WrittenCounts> {
  const writer = await table.writer(context);
  const counts: WrittenCounts = { inserted: 0, updated: 0, also_updated: [] };
  const add = (written: WriteCounts) => {
    counts.inserted += written.inserted;
    counts.updated += written.updated;
  };
  // A pipelined writer checks the next batch while the previous one is written; at most two are under way.
  let inflight: Promise<WriteCounts> | null = null;
  let next: Promise<WriteCounts> | null = null;
  try {
    for await (const batch of readCsv(path, table.columns)) {
      if (batch.issues.length > 0) throw new RowChangedError(table.name);
      next = writer.writeBatch(batch.rows);
      next.catch(() => undefined); // awaited below; this only marks the rejection as handled
      if (!writer.pipelined) {
        add(await next);
        next = null;
        continue;
      }
      if (inflight) add(await inflight);
      inflight = next;
      next = null;
    }
    if (inflight) add(await inflight);
    inflight = null;
  } catch (error) {
    // Nothing may still be running when the transaction rolls back.
    await Promise.allSettled([inflight, next].filter((p) => p !== null));
    throw error;
  }
  counts.also_updated = (await writer.finish()).also_updated;
  return counts;
}
