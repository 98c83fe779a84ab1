import type { ColumnInfo, DataRow, DataTable } from '@tradehall/contracts';
import { readCells, readKey, readSystem } from './cells';
import {
  type Db,
  type Issue,
  type Mode,
  type NumberedRow,
  RowChangedError,
  type RowIssue,
  type SystemValues,
  type TableChecker,
  type TableDef,
  type TableWriter,
  type WriteContext,
} from './types';
import type { World } from './world';

export type Checked<V> = { value: V } | { issues: Issue[] };

/** A unique rule over the table's final state, e.g. town names per server ignoring case. */
export interface UniqueRule<V> {
  column: string;
  /** The value compared; rows with equal values clash. */
  of(value: V): string;
  /** The reason given, e.g. "a town named 'Canz' already exists on this server". */
  message(value: V): string;
}

/** A row as it will be written. */
export interface Pending<V> {
  key: number | null;
  value: V;
  system: SystemValues;
}

/**
 * A table small enough to check as a whole in memory (reference data, servers, towns, locations): every row
 * is checked by the owning screen's rules, and unique rules are checked over the table as it will be after the
 * import (the database's rows overridden by the file's, or only the file's when Import All replaces it).
 */
export interface SmallTableSpec<V, C> {
  name: DataTable;
  key: string;
  columns: readonly ColumnInfo[];
  parents: readonly DataTable[];
  label(row: DataRow): string;
  read(db: Db, page: { afterKey?: number; offset?: number; limit: number }): Promise<DataRow[]>;
  count(db: Db): Promise<number>;
  /** The lookups the rows are checked against. */
  prepare(world: World, mode: Mode): Promise<C>;
  /** The table's current rows, for unique rules (merge mode only). */
  loadBase(db: Db): Promise<Map<number, V>>;
  check(values: Record<string, unknown>, context: C, key: number | null): Checked<V>;
  unique: readonly UniqueRule<V>[];
  /** Rules over the whole final table (e.g. symmetric incompatibilities); keys of new rows are negative. */
  checkFinal?(final: ReadonlyMap<number, V>, rowOf: ReadonlyMap<number, number>): RowIssue[];
  /** Hands the final state to the world, so child tables of an Import All are checked against it. */
  publish?(world: World, final: ReadonlyMap<number, V>): void;
  insert(context: WriteContext, rows: readonly Pending<V>[]): Promise<number[]>;
  /**
   * After every row is written: keeps other rows in line (e.g. symmetric incompatibilities). `before` holds
   * the rows as they were (merge mode). Answers labels of other rows it changed.
   */
  afterWrite?(
    context: WriteContext,
    written: readonly (Pending<V> & { key: number })[],
    before: ReadonlyMap<number, V>,
  ): Promise<string[]>;
  update(context: WriteContext, row: Pending<V> & { key: number }): Promise<void>;
  remove: TableDef['remove'];
  clear: TableDef['clear'];
}

async function checkRow<V, C>(
  spec: SmallTableSpec<V, C>,
  context: C,
  mode: Mode,
  raw: NumberedRow['raw'],
): Promise<{ pending: Pending<V> } | { issues: Issue[] }> {
  const { values, issues } = readCells(raw, spec.columns);
  const keyResult = readKey(values, spec.key);
  if ('reason' in keyResult) issues.push(keyResult);
  const { system, issues: systemIssues } = readSystem(values);
  issues.push(...systemIssues);
  const key = 'key' in keyResult ? keyResult.key : null;
  if (mode === 'replace' && key === null && !issues.some((i) => i.column === spec.key)) {
    issues.push({ column: spec.key, reason: 'is required: Import All restores every row with its id' });
  }
  if (issues.length > 0) return { issues };
  const checked = spec.check(values, context, key);
  if ('issues' in checked) return { issues: checked.issues };
  return { pending: { key, value: checked.value, system } };
}

async function smallChecker<V, C>(
  spec: SmallTableSpec<V, C>,
  world: World,
  mode: Mode,
): Promise<TableChecker> {
  const context = await spec.prepare(world, mode);
  const final = mode === 'merge' ? await spec.loadBase(world.db) : new Map<number, V>();
  const rowOf = new Map<number, number>();
  let nextNew = -1;
  const issues: RowIssue[] = [];

  return {
    async checkBatch(rows) {
      const found: RowIssue[] = [];
      for (const { row, raw } of rows) {
        const result = await checkRow(spec, context, mode, raw);
        if ('issues' in result) {
          found.push(...result.issues.map((issue) => ({ row, ...issue })));
          continue;
        }
        const { key, value } = result.pending;
        if (key !== null && rowOf.has(key)) {
          found.push({
            row,
            column: spec.key,
            reason: `${spec.key} ${key} appears twice (first on row ${rowOf.get(key)})`,
          });
          continue;
        }
        const slot = key ?? nextNew--;
        final.set(slot, value);
        rowOf.set(slot, row);
      }
      return found;
    },
    async finish() {
      for (const rule of spec.unique) {
        const seen = new Map<string, number>();
        for (const [slot, value] of final) {
          const id = rule.of(value);
          const other = seen.get(id);
          if (other === undefined) {
            seen.set(id, slot);
            continue;
          }
          const clash = describeClash(
            spec.key,
            { slot, row: rowOf.get(slot) },
            { slot: other, row: rowOf.get(other) },
          );
          if (clash)
            issues.push({
              row: clash.row,
              column: rule.column,
              reason: `${rule.message(value)}${clash.where}`,
            });
        }
      }
      if (spec.checkFinal) issues.push(...spec.checkFinal(final, rowOf));
      if (issues.length === 0) spec.publish?.(world, final);
      return issues;
    },
  };
}

async function smallWriter<V, C>(spec: SmallTableSpec<V, C>, context: WriteContext): Promise<TableWriter> {
  const checkContext = await spec.prepare(context.world, context.mode);
  const before = context.mode === 'merge' ? await spec.loadBase(context.trx) : new Map<number, V>();
  const existing = new Set(before.keys());
  const written: (Pending<V> & { key: number })[] = [];
  return {
    async finish() {
      return { also_updated: spec.afterWrite ? await spec.afterWrite(context, written, before) : [] };
    },
    async writeBatch(rows) {
      const pending: Pending<V>[] = [];
      for (const { raw } of rows) {
        const result = await checkRow(spec, checkContext, context.mode, raw);
        if ('issues' in result) throw new RowChangedError(spec.name);
        pending.push(result.pending);
      }
      const updated: (Pending<V> & { key: number })[] = [];
      const inserts: Pending<V>[] = [];
      for (const row of pending) {
        if (row.key !== null && existing.has(row.key)) {
          const keyed = { ...row, key: row.key };
          await spec.update(context, keyed);
          updated.push(keyed);
        } else {
          inserts.push(row);
        }
      }
      const insertedKeys = inserts.length > 0 ? await spec.insert(context, inserts) : [];
      for (const key of insertedKeys) existing.add(key);
      const inserted = inserts.map((row, i) => ({ ...row, key: insertedKeys[i]! }));
      written.push(...updated, ...inserted);
      const keys = [...updated, ...inserted].map((row) => row.key);
      return { inserted: inserted.length, updated: updated.length, keys };
    },
  };
}

/** Where two clashing rows are: reported on the file's (later) row, naming the other one. */
function describeClash(
  key: string,
  a: { slot: number; row: number | undefined },
  b: { slot: number; row: number | undefined },
): { row: number; where: string } | null {
  if (a.row === undefined && b.row === undefined) return null; // both already in the database
  if (a.row !== undefined && b.row !== undefined) {
    const [first, later] = a.row < b.row ? [a.row, b.row] : [b.row, a.row];
    return { row: later, where: ` (also on row ${first})` };
  }
  const inFile = a.row !== undefined ? a : b;
  const stored = a.row !== undefined ? b : a;
  return { row: inFile.row ?? 0, where: ` (${key} ${stored.slot})` };
}

/** A TableDef for a small table. */
export function smallTable<V, C>(spec: SmallTableSpec<V, C>): TableDef {
  return {
    name: spec.name,
    key: spec.key,
    columns: spec.columns,
    parents: spec.parents,
    label: spec.label,
    read: spec.read,
    count: spec.count,
    checker: (world, mode) => smallChecker(spec, world, mode),
    writer: (context) => smallWriter(spec, context),
    remove: spec.remove,
    clear: spec.clear,
  };
}
