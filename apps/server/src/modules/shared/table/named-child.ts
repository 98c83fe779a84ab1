import { MAX_ID, RenameRequest } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { serverAccessRule } from '../../servers/membership';
import { column, ID_RANGE, parseWith, SYSTEM_COLUMNS } from './cells';
import { countRows } from './count';
import { insertVersionedThrough } from './helpers';
import { loadVersions } from './row-versions';
import { smallTable } from './small-table';
import type { Db, TableDef } from './types';
import { fold, type World } from './world';

type ParentColumn = 'server_id' | 'town_id';

const capitalized = (noun: string) => `${noun[0]!.toUpperCase()}${noun.slice(1)}`;

/** A child row's values: its parent's id and its name, e.g. `{ server_id, name }` for a town. */
export type NamedChild<P extends ParentColumn> = Record<P, number> & { name: string };

/** Both child tables share these columns; only the parent column's name differs. */
type ChildDb = Record<
  string,
  { id: number; name: string; row_version: number } & Record<ParentColumn, number>
>;
const children = (db: Db) => db as unknown as Kysely<ChildDb>;

export interface NamedChildSpec<P extends ParentColumn> {
  table: 'towns' | 'locations';
  /** The row's noun, e.g. 'town'. */
  noun: string;
  parent: {
    table: 'servers' | 'towns';
    column: P;
    noun: string;
    /** How a child sits in its parent: a town 'on' its server, a location 'in' its town. */
    preposition: 'on' | 'in';
  };
  /** The dedicated route's answer to a save from a stale copy. */
  changed: string;
  /** The dedicated route's answer to a name taken in the parent. */
  nameTaken: string;
  /** The dedicated route's answers to a column that fails its rule (`rejectInvalidRequest`'s messages). */
  messages: Readonly<Record<string, string>>;
  /** Hands the final state to the world, so child tables of an Import All are checked against it. */
  publish(world: World, final: ReadonlyMap<number, NamedChild<P>>): void;
  remove: TableDef['remove'];
  /** The module's insert of rows in one statement (its route inserts with it too), answering their ids in order. */
  insert(
    trx: Db,
    rows: readonly (NamedChild<P> & { id?: number; row_version?: number })[],
  ): Promise<readonly { id: number }[]>;
  /** The module's statement emptying the table (Import All). */
  clear: TableDef['clear'];
  /** The module's rename at a version (a stored row keeps its parent, so an update changes only the name). */
  rename(trx: Db, key: number, name: string, version: number | undefined): Promise<boolean>;
}

interface Context {
  parents: Set<number>;
  /** The server of a parent id (a town's own id for towns' parent, a location's town's server). */
  serverOf(parentId: number): number | undefined;
  /** The routes' membership rule (`serverAccessRule`): null, or the refusal of a row under that parent. */
  access: Awaited<ReturnType<typeof serverAccessRule>>;
  /** Parent of each stored row (merge mode): a row keeps its parent, as its trades do. */
  stored: Map<number, number>;
}

/**
 * A table of named rows under a parent (towns on a server, locations in a town): the name is unique within its
 * parent ignoring case (the Manage Town and Manage Location panels' rule), and a stored row keeps its parent.
 */
export function namedChildTable<P extends ParentColumn>(spec: NamedChildSpec<P>): TableDef {
  const { table, noun, parent } = spec;
  const parentColumn: ParentColumn = parent.column;
  const Input = z.object({
    parent: z.number({ error: 'is required' }).int().positive().max(MAX_ID, ID_RANGE),
    name: RenameRequest.shape.name,
  });
  // The one place a value is built with the parent column's name as its key.
  const childValue = (parentId: number, name: string) =>
    ({ [parentColumn]: parentId, name }) as NamedChild<P>;
  const parentOf = (value: NamedChild<P>): number => value[parent.column];

  return smallTable<NamedChild<P>, Context>({
    name: table,
    key: 'id',
    columns: [
      column('id', 'key', `Empty for a new ${noun}.`),
      column(parentColumn, 'integer', `Id of its ${parent.noun}.`, true),
      column('name', 'text', `Unique ${parent.preposition} its ${parent.noun}, ignoring case.`, true),
      SYSTEM_COLUMNS.row_version,
    ],
    parents: [parent.table],
    writePermission: 'trades.write',
    label: (row) => String(row.name),
    async read(db, page) {
      let query = children(db)
        .selectFrom(table)
        .select(['id', parentColumn, 'name', 'row_version'])
        .orderBy('id')
        .limit(page.limit);
      if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
      if (page.offset) query = query.offset(page.offset);
      return query.execute();
    },
    count: (db) => countRows(db, table),
    async prepare(world, mode, actor) {
      const stored =
        mode === 'merge'
          ? new Map(
              (await children(world.db).selectFrom(table).select(['id', parentColumn]).execute()).map(
                (row) => [row.id, row[parentColumn]],
              ),
            )
          : new Map<number, number>();
      const towns = parent.table === 'towns' ? await world.get('towns') : undefined;
      return {
        parents: new Set((await world.get(parent.table)).keys()),
        stored,
        serverOf: (parentId: number) => (towns ? towns.get(parentId)?.server_id : parentId),
        access: await serverAccessRule(world.db, actor),
      };
    },
    loadBase: async (db) =>
      new Map(
        (await children(db).selectFrom(table).select(['id', parentColumn, 'name']).execute()).map(
          (row) => [row.id, childValue(row[parentColumn], row.name)] as const,
        ),
      ),
    check(values, { parents, stored, serverOf, access }, key) {
      const parsed = parseWith(
        Input,
        { parent: values[parentColumn], name: values.name },
        { parent: parentColumn },
        spec.messages,
      );
      if ('issues' in parsed) return parsed;
      const parentId = parsed.value.parent;
      // A parent missing or on a server the actor may not write: the route's answer (404 or 403).
      const refusal = access(
        parents.has(parentId) ? serverOf(parentId) : undefined,
        capitalized(parent.noun),
      );
      if (refusal) return { issues: [{ column: parentColumn, ...refusal }] };
      const before = key === null ? undefined : stored.get(key);
      if (before !== undefined && before !== parentId) {
        const reason = `a ${noun} stays ${parent.preposition} its ${parent.noun} (${before}) with its trades`;
        return { issues: [{ column: parentColumn, reason }] };
      }
      return { value: childValue(parentId, parsed.value.name) };
    },
    unique: [
      {
        column: 'name',
        of: (v) => `${parentOf(v)}\u0000${fold(v.name)}`,
        message: () => spec.nameTaken,
      },
    ],
    publish: spec.publish,
    loadVersions: (db) => loadVersions(db, table),
    insert: (context, rows) => insertVersionedThrough(context, table, rows, 4, spec.insert),
    clear: spec.clear,
    changed: spec.changed,
    update: ({ trx }, row, version) => spec.rename(trx, row.key, row.value.name, version),
    remove: spec.remove,
  });
}
