import type { Db } from '../transaction';

export interface UserRef {
  id: number;
  username: string;
}
export interface ModpackRef {
  modpack: string;
  version: string;
}
export interface ServerRef {
  name: string;
}
export interface TownRef {
  server_id: number;
  name: string;
}
export interface LocationRef {
  town_id: number;
  name: string;
}
export interface EnchantmentRef {
  name: string;
  mcid: string;
  maxlevel: number;
  applicable: string;
  /** Librarian price facts (issue 24): 1/0 as stored. */
  treasure: number;
  librarian: number;
}
export interface ItemTypeRef {
  keyword: string;
  type: string;
}

/** The lookups rows of other tables are checked against. */
export interface Lookups {
  users: Map<number, UserRef>;
  modpacks: Map<number, ModpackRef>;
  servers: Map<number, ServerRef>;
  towns: Map<number, TownRef>;
  locations: Map<number, LocationRef>;
  enchantments: Map<number, EnchantmentRef>;
  item_type_map: ItemTypeRef[];
}

type LookupName = keyof Lookups;

const LOADERS: { [K in LookupName]: (db: Db) => Promise<Lookups[K]> } = {
  users: async (db) =>
    new Map(
      (await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.id, u] as const),
    ),
  modpacks: async (db) =>
    new Map(
      (await db.selectFrom('modpacks').select(['id', 'modpack', 'version']).execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  servers: async (db) =>
    new Map(
      (await db.selectFrom('servers').select(['id', 'name']).execute()).map(({ id, name }) => [id, { name }]),
    ),
  towns: async (db) =>
    new Map(
      (await db.selectFrom('towns').select(['id', 'server_id', 'name']).execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  locations: async (db) =>
    new Map(
      (await db.selectFrom('locations').select(['id', 'town_id', 'name']).execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  enchantments: async (db) =>
    new Map(
      (
        await db
          .selectFrom('enchantments')
          .select(['id', 'name', 'mcid', 'maxlevel', 'applicable', 'treasure', 'librarian'])
          .execute()
      ).map(({ id, ...rest }) => [id, rest] as const),
    ),
  item_type_map: (db) => db.selectFrom('item_type_map').select(['keyword', 'type']).orderBy('id').execute(),
};

/**
 * What rows are checked against: the database, except for tables an Import All replaces, whose lookups are
 * the ZIP's rows (published by their checker once they are checked; parents are checked first).
 */
export class World {
  private readonly loaded = new Map<LookupName, Promise<unknown>>();

  constructor(readonly db: Db) {}

  get<K extends LookupName>(name: K): Promise<Lookups[K]> {
    let value = this.loaded.get(name);
    if (!value) {
      value = LOADERS[name](this.db);
      this.loaded.set(name, value);
    }
    return value as Promise<Lookups[K]>;
  }

  /** Replaces a lookup with a table's state after the import (e.g. the towns of the ZIP). */
  publish<K extends LookupName>(name: K, value: Lookups[K]): void {
    this.loaded.set(name, Promise.resolve(value));
  }
}

/** Lower-cased, for the case-insensitive names of towns, locations, enchantments and users. */
export const fold = (text: string) => text.trim().toLowerCase();

/** Name → id within a parent (towns of a server, locations of a town), ignoring case. */
export function nameIndex<T>(
  rows: Map<number, T>,
  parentOf: (row: T) => number,
  nameOf: (row: T) => string,
): Map<string, number> {
  const index = new Map<string, number>();
  for (const [id, row] of rows) index.set(`${parentOf(row)}\u0000${fold(nameOf(row))}`, id);
  return index;
}

export const nameKey = (parent: number, name: string) => `${parent}\u0000${fold(name)}`;
