import type { ColumnInfo, DataRow, DataTable, Permission } from '@tradehall/contracts';
import { readCells, readKey, readSystem } from './cells';
import { sameRowValues } from './same-row';
import {
  type Actor,
  type Db,
  type Issue,
  type Mode,
  type NumberedRow,
  RowChangedError,
  type RowIssue,
  STALE_ROW,
  type SystemValues,
  staleRow,
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
  /** The dedicated route's answer to `value` (a row of the file) clashing with `other`. */
  message(value: V, other: V): string;
}

/** A row the file changes: `before` is the stored row (absent for a new one). */
export interface RowChange<V> {
  key: number | null;
  before: V | undefined;
  after: V;
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
  writePermission: Permission;
  label(row: DataRow): string;
  read(db: Db, page: { afterKey?: number; offset?: number; limit: number }): Promise<DataRow[]>;
  count(db: Db): Promise<number>;
  /** The lookups the rows are checked against. */
  prepare(world: World, mode: Mode, actor: Actor): Promise<C>;
  /** The table's current rows, for unique rules (merge mode only). */
  loadBase(db: Db): Promise<Map<number, V>>;
  /** The stored rows' `row_version`s, for tables that have one: updates are made only at the version checked. */
  loadVersions?(db: Db): Promise<Map<number, number>>;
  /** Why the actor may not make this change (the dedicated route's 403 message), or null. */
  refuse?(actor: Actor, change: RowChange<V>): string | null;
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
  /** Updates a stored row; with `version`, only while it still has it. Answers false when no row was updated. */
  update(
    context: WriteContext,
    row: Pending<V> & { key: number },
    version: number | undefined,
  ): Promise<boolean>;
  remove: TableDef['remove'];
  clear: TableDef['clear'];
  /** The route's answer to a save from a stale copy (STALE_ROW when no route checks versions). */
  changed?: string;
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

/** Versions of the stored rows; 0 for a table without row_version (then only whether the row exists counts). */
async function storedVersions<V, C>(spec: SmallTableSpec<V, C>, db: Db, stored: ReadonlyMap<number, V>) {
  if (spec.loadVersions) return spec.loadVersions(db);
  return new Map([...stored.keys()].map((key) => [key, 0] as const));
}

async function smallChecker<V, C>(
  spec: SmallTableSpec<V, C>,
  world: World,
  mode: Mode,
  actor: Actor,
): Promise<TableChecker> {
  const context = await spec.prepare(world, mode, actor);
  const stored: ReadonlyMap<number, V> = mode === 'merge' ? await spec.loadBase(world.db) : new Map();
  const storedVersion = mode === 'merge' ? await storedVersions(spec, world.db, stored) : new Map();
  const final = new Map(stored);
  const versions = new Map<number, number>();
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
        const refusal = spec.refuse?.(actor, {
          key,
          before: key === null ? undefined : stored.get(key),
          after: value,
        });
        if (refusal) {
          found.push({ row, column: null, reason: refusal, status: 403 });
          continue;
        }
        const version = key === null ? undefined : storedVersion.get(key);
        const stated = result.pending.system.row_version;
        // A row equal to the stored one changes nothing: an older version it states is no conflict.
        const unchanged =
          key !== null && sameRowValues(value as object, stored.get(key) as object | undefined);
        if (
          !unchanged &&
          version !== undefined &&
          spec.loadVersions &&
          stated !== undefined &&
          stated !== version
        ) {
          found.push(staleRow(row, spec.changed ?? STALE_ROW));
          continue;
        }
        if (key !== null && version !== undefined) versions.set(key, version);
        const slot = key ?? nextNew--;
        final.set(slot, value);
        rowOf.set(slot, row);
      }
      return found;
    },
    versions: () => versions,
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
          if (!clash) continue;
          // The message names the row the file's row clashes with, as the route names the stored one.
          const inFile = rowOf.has(slot) || !rowOf.has(other);
          const [mine, theirs] = inFile ? [value, final.get(other)!] : [final.get(other)!, value];
          issues.push({
            row: clash.row,
            column: rule.column,
            reason: `${rule.message(mine, theirs).replace(/\.$/, '')}${clash.where}.`,
            status: 409,
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
  const checkContext = await spec.prepare(context.world, context.mode, context.actor);
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
      const changed: number[] = [];
      let unchanged = 0;
      /** Per written row of the batch: its index, and the updated key or the index among the inserts. */
      const order: ({ index: number } & ({ key: number } | { insert: number }))[] = [];
      for (const [index, row] of pending.entries()) {
        // A row that was stored at the check but is gone now, or new then but stored now, changed meanwhile.
        const stored = row.key !== null && existing.has(row.key);
        if (
          context.skipUnchanged &&
          stored &&
          sameRowValues(row.value as object, before.get(row.key!) as object | undefined)
        ) {
          unchanged++;
          continue;
        }
        if (row.key !== null && stored !== context.expected.has(row.key)) {
          changed.push(row.key);
          continue;
        }
        if (!stored) {
          order.push({ index, insert: inserts.length });
          inserts.push(row);
          continue;
        }
        const keyed = { ...row, key: row.key! };
        const version = spec.loadVersions ? context.expected.get(keyed.key) : undefined;
        if (!(await spec.update(context, keyed, version))) changed.push(keyed.key);
        updated.push(keyed);
        order.push({ index, key: keyed.key });
      }
      if (changed.length > 0) throw new RowChangedError(spec.name, changed);
      const insertedKeys = inserts.length > 0 ? await spec.insert(context, inserts) : [];
      for (const key of insertedKeys) existing.add(key);
      const inserted = inserts.map((row, i) => ({ ...row, key: insertedKeys[i]! }));
      written.push(...updated, ...inserted);
      return {
        inserted: inserted.length,
        updated: updated.length,
        unchanged,
        rows: order.map((slot) =>
          'key' in slot
            ? { key: slot.key, inserted: false, index: slot.index }
            : { key: insertedKeys[slot.insert]!, inserted: true, index: slot.index },
        ),
      };
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
    writePermission: spec.writePermission,
    label: spec.label,
    read: spec.read,
    count: spec.count,
    checker: (world, mode, actor) => smallChecker(spec, world, mode, actor),
    writer: (context) => smallWriter(spec, context),
    remove: spec.remove,
    clear: spec.clear,
    changed: spec.changed ?? STALE_ROW,
  };
}
