import type { ServerResult, WorldScan } from '@tradehall/contracts';
import {
  buildLevelDat,
  buildRegion,
  type ChunkSpec,
  type LevelDatOptions,
  type VillagerSpec,
  villagerEntity,
} from '@tradehall/world-save/testing';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import { multipart } from './admin-support';
import type { Session, TestApp } from './helpers';
import { ok } from './trade-world';

/** Test worlds of the world-scan API tests: built in the test with the world-save builders, zipped in memory. */

/** The Forge registry of the test worlds: enchantments renumbered as a modded world has them. */
export const FORGE_IDS: Record<string, number> = {
  'minecraft:protection': 0,
  'minecraft:sharpness': 16,
  'minecraft:mending': 80,
  'minecraft:efficiency': 81,
  'minecraft:unbreaking': 82,
  'somanyenchantments:afa': 90, // So Many Enchantments 0.5.x: Advanced Fire Aspect
  'othermod:keen_blade': 91, // in no reference row
};
export const id = (mcid: string) => FORGE_IDS[mcid]!;

export const EMERALD = 'minecraft:emerald';
export const BOOK = 'minecraft:book';
export const ENCHANTED_BOOK = 'minecraft:enchanted_book';

/** A librarian selling books (cost 1 emeralds, cost 2 a book, as the trade screen shows them). */
export function librarian(
  uuid: string,
  x: number,
  z: number,
  books: [string, number, number][],
  extra: Partial<VillagerSpec> = {},
): VillagerSpec {
  return {
    uuid,
    x,
    y: 64,
    z,
    profession: 1,
    career: 1,
    professionName: 'minecraft:librarian',
    careerLevel: books.length,
    offers: books.map(([mcid, level, price]) => ({
      buy: { id: EMERALD, count: price },
      buyB: { id: BOOK, count: 1 },
      sell: { id: ENCHANTED_BOOK, count: 1, stored: [[id(mcid), level]] },
    })),
    ...extra,
  };
}

/** A plain villager of a type with one offer of ordinary items. */
export function trader(
  uuid: string,
  x: number,
  z: number,
  profession: number,
  career: number,
  extra: Partial<VillagerSpec> = {},
): VillagerSpec {
  return {
    uuid,
    x,
    y: 64,
    z,
    profession,
    career,
    offers: [{ buy: { id: 'minecraft:wheat', count: 20 }, sell: { id: EMERALD, count: 1 } }],
    ...extra,
  };
}

/** Entities of chunks, grouped by the chunk their x/z lie in (region 0,0 unless given otherwise). */
export function chunksOf(entities: { x: number; z: number; entity: object }[]): ChunkSpec[] {
  const chunks = new Map<string, ChunkSpec>();
  for (const { x, z, entity } of entities) {
    const cx = (((Math.floor(x) >> 4) % 32) + 32) % 32;
    const cz = (((Math.floor(z) >> 4) % 32) + 32) % 32;
    const key = `${cx},${cz}`;
    const chunk = chunks.get(key) ?? { x: cx, z: cz, entities: [] };
    chunk.entities.push(entity);
    chunks.set(key, chunk);
  }
  return [...chunks.values()];
}

export const villagerChunks = (villagers: readonly VillagerSpec[]) =>
  chunksOf(villagers.map((v) => ({ x: v.x, z: v.z, entity: villagerEntity(v) })));

export interface WorldSpec {
  level?: LevelDatOptions;
  /** Files by their path in the world folder, e.g. 'region/r.0.0.mca'. */
  files: Record<string, Uint8Array>;
  /** The folder the world sits in inside the ZIP ('' for the top). */
  folder?: string;
  /** Other entries of the ZIP, by their full path. */
  extra?: Record<string, Uint8Array>;
}

/** A ZIP of a world folder (level.dat and the given files). */
export async function worldZip(spec: WorldSpec): Promise<Uint8Array> {
  const prefix = spec.folder === undefined ? 'World/' : spec.folder === '' ? '' : `${spec.folder}/`;
  const entries: Record<string, Uint8Array> = {
    [`${prefix}level.dat`]: await buildLevelDat({
      enchantmentIds: FORGE_IDS,
      levelName: 'Test World',
      ...spec.level,
    }),
  };
  for (const [path, bytes] of Object.entries(spec.files)) entries[`${prefix}${path}`] = bytes;
  return zipSync({ ...entries, ...spec.extra });
}

/** A world of these villagers in region 0,0 of the Overworld. */
export async function villagersWorld(villagers: readonly VillagerSpec[], level?: LevelDatOptions) {
  return worldZip({ level, files: { 'region/r.0.0.mca': await buildRegion(villagerChunks(villagers)) } });
}

export function uploadWorld(
  session: Session,
  serverId: number,
  zip: Uint8Array | string,
  filename = 'world.zip',
) {
  return session.request({
    method: 'POST',
    url: `/api/servers/${serverId}/world-scans`,
    ...multipart(filename, zip),
  });
}

export async function scanOk(session: Session, serverId: number, zip: Uint8Array): Promise<WorldScan> {
  const response = await uploadWorld(session, serverId, zip);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
  return response.json<WorldScan>();
}

export function applyScan(session: Session, scanId: string, body: object = {}) {
  return session.request({ method: 'POST', url: `/api/world-scans/${scanId}/apply`, payload: body });
}

let serverCounter = 0;

/** A server owned by `owner` (on a modpack of its own). */
export async function makeServer(t: TestApp, owner: Session): Promise<number> {
  const modpack = await t.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: `world-scan-${++serverCounter}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { server } = await ok<ServerResult>(
    owner,
    'POST',
    '/api/servers',
    { name: `Scan Server ${serverCounter}`, modpack_id: modpack.id },
    201,
  );
  return server.id;
}

/** The server's trades as stored, with their villager UUID and slot names. */
export function storedTrades(t: TestApp, serverId: number) {
  return t.app.deps.db
    .selectFrom('trades as t')
    .innerJoin('towns as tw', 'tw.id', 't.town_id')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select([
      't.id',
      't.villager_uuid',
      'tw.name as town',
      'l.name as location',
      't.row',
      't.num',
      't.villager_type',
      't.cost_item1',
      't.cost_amount1',
      't.cost_item2',
      't.cost_amount2',
      't.sell_item',
      't.sell_amount',
      't.row_version',
    ])
    .where('t.server_id', '=', serverId)
    .orderBy('t.id')
    .execute();
}
