import {
  ADDED_FIELDS,
  ADDED_TRADE_FIELDS,
  type AddedTradeField,
  MAX_ID,
  requiredText,
  type TradeFieldValues,
  UpdateTradeRequest,
} from '@tradehall/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { serverAccessRule } from '../servers/membership';
import {
  column,
  ID_RANGE,
  parseWith,
  readCells,
  readKey,
  readSystem,
  SYSTEM_COLUMNS,
} from '../shared/table/cells';
import type { Actor, Issue, Mode, RawRow, SystemValues, WriteOptions } from '../shared/table/types';
import { nameIndex, nameKey, type World } from '../shared/table/world';
import { buildSearchText } from './search-text';
import { parseEnchantments } from './trade-enchantments-cell';
import { namedEnchantments, type TradeRowEnchantment } from './trade-row-enchantments';
import { type ResolvedEnchantment, resolveEnchantments, type TradeRules } from './trade-rules';
import { VillagerTypes } from './villager-slot';

/** The trade form's rules (row A–Z, num 1–20, amounts ≥ 0, …) plus the server and town the row belongs to. */
export const TradeInput = UpdateTradeRequest.omit({ row_version: true, enchantments: true }).extend({
  server_id: z.number({ error: 'is required' }).int().positive().max(MAX_ID, ID_RANGE),
  town: requiredText(100),
});

export interface TradeValue {
  key: number | null;
  system: SystemValues;
  server_id: number;
  town_id: number;
  /** null: a new location of the town, created by the import (merge mode), as the trade form does. */
  location_id: number | null;
  location: string;
  fields: TradeFieldValues;
  enchantments: ResolvedEnchantment[];
  search_text: string;
  /**
   * The villager's UUID in the world save: a UUID to store, or undefined when the row leaves the cell blank or
   * lacks the column (an update then keeps the stored one; an insert stores none).
   */
  villager_uuid: string | undefined;
  /** The added fields (notes, …) the row has cells for: for the others a stored trade keeps its own. */
  added_given: readonly AddedTradeField[];
}

export interface TradeContext {
  mode: Mode;
  servers: Set<number>;
  towns: Map<string, number>;
  locations: Map<string, number>;
  rules: TradeRules;
  /** Enchantments by mcid (lower case): a cell's '(minecraft:sharpness)' decides which one it is. */
  byMcid: Map<string, { name: string; maxlevel: number }>;
  /** Enchantments by id (a program's rows may name them so). */
  byId: ReadonlyMap<number, { name: string }>;
  /** The villager types each server knows (load a batch's servers with `loadServers` before checking it). */
  villagerTypes: VillagerTypes;
  /** The routes' membership rule (`serverAccessRule`): null, or the refusal of a row of that server. */
  access: Awaited<ReturnType<typeof serverAccessRule>>;
  /**
   * Enchantments resolved per sell item and enchantments: imports repeat the same few combinations, and
   * working out an item's types is the costliest part of a row's check.
   */
  resolved: Map<string, ResolvedEnchantment[] | string>;
}

const MAX_RESOLVED = 20_000;

function resolveCached(
  context: TradeContext,
  sellItem: string,
  list: readonly { name: string; level: number }[],
): ResolvedEnchantment[] | string {
  const key = `${sellItem}\u0000${list.map((e) => `${e.name}\u0001${e.level}`).join('\u0000')}`;
  const cached = context.resolved.get(key);
  if (cached !== undefined) return cached;
  let result: ResolvedEnchantment[] | string;
  try {
    result = resolveEnchantments(context.rules, sellItem, list);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    result = error.message.replace(/\.$/, '');
  }
  if (context.resolved.size >= MAX_RESOLVED) context.resolved.clear();
  context.resolved.set(key, result);
  return result;
}

export const TRADE_COLUMNS = [
  column('id', 'key', 'Empty for a new trade.'),
  column('server_id', 'integer', 'Id of its server.', true),
  column('town', 'text', 'Town name on that server.', true),
  column('location', 'text', 'Location name in that town (created when new).', true),
  column('row', 'text', 'A to Z.', true),
  column('num', 'integer', '1 to 20.', true),
  column('villager_type', 'text', 'e.g. Librarian.', true),
  column('cost_item1', 'text', 'First cost item.'),
  column('cost_amount1', 'integer', '0 or more.'),
  column('cost_item2', 'text', 'Second cost item.'),
  column('cost_amount2', 'integer', '0 or more.'),
  column('sell_item', 'text', 'What the villager sells.', true),
  column('sell_amount', 'integer', '0 or more.'),
  column('enchantments', 'list', "Name and roman level, separated by '; ', e.g. Sharpness V; Mending."),
  SYSTEM_COLUMNS.created_at,
  SYSTEM_COLUMNS.updated_at,
  SYSTEM_COLUMNS.row_version,
  // Last, so the columns before it keep their places in files exported before it existed.
  column(
    'villager_uuid',
    'system',
    "The villager's UUID in the world save (kept by Import from world save; blank keeps the stored one).",
  ),
  // The fields added since (notes) after villager_uuid for the same reason, optional so older files still import.
  ...ADDED_FIELDS.map((field) => ({
    ...column(
      field,
      'text',
      `Free text, up to ${ADDED_TRADE_FIELDS[field].max} characters: ${ADDED_TRADE_FIELDS[field].example}.`,
    ),
    optional: true,
  })),
] as const;

export async function tradeContext(
  world: World,
  mode: Mode,
  actor: Actor,
  options: WriteOptions = {},
): Promise<TradeContext> {
  const enchantments = await world.get('enchantments');
  return {
    mode,
    byMcid: new Map([...enchantments.values()].map((e) => [e.mcid.toLowerCase(), e])),
    byId: enchantments,
    // A restore brings back the types its backup holds, modded ones too: the stored trades are replaced.
    villagerTypes: await VillagerTypes.load(
      world.db,
      options.newVillagerTypes === true || mode === 'replace',
    ),
    access: await serverAccessRule(world.db, actor),
    servers: new Set((await world.get('servers')).keys()),
    towns: nameIndex(
      await world.get('towns'),
      (t) => t.server_id,
      (t) => t.name,
    ),
    locations: nameIndex(
      await world.get('locations'),
      (l) => l.town_id,
      (l) => l.name,
    ),
    rules: {
      enchantmentsByName: new Map([...enchantments].map(([id, e]) => [e.name.toLowerCase(), { id, ...e }])),
      itemTypeMap: await world.get('item_type_map'),
    },
    resolved: new Map(),
  };
}

/**
 * Checks one trades row of cells (CSV text, or the data editor's JSON values): reads its cells, then checks it as
 * a typed row (checkTradeRow); answers the row as it will be written, or the problems.
 */
export function checkTrade(raw: RawRow, context: TradeContext): { value: TradeValue } | { issues: Issue[] } {
  // The enchantments cell is read here, not as a generic list.
  const { values, issues } = readCells(
    raw,
    TRADE_COLUMNS.filter((c) => c.name !== 'enchantments'),
  );
  const keyResult = readKey(values, 'id');
  if ('reason' in keyResult) issues.push(keyResult);
  const { system, issues: systemIssues } = readSystem(values);
  issues.push(...systemIssues);
  const key = 'key' in keyResult ? keyResult.key : null;
  if (context.mode === 'replace' && key === null && !issues.some((i) => i.column === 'id')) {
    issues.push({ column: 'id', reason: 'is required: Import All restores every row with its id' });
  }
  const { villager_uuid: uuidCell, ...fieldValues } = values;
  const villagerUuid = readVillagerUuid(uuidCell);
  if (typeof villagerUuid === 'object') issues.push(villagerUuid);
  const cell = readEnchantmentsCell(raw.enchantments);
  if (typeof cell !== 'string') issues.push(cell);
  const names = parseEnchantments(typeof cell === 'string' ? cell : '', {
    isName: (text) => context.rules.enchantmentsByName.has(text.toLowerCase()),
    byMcid: (mcid) => context.byMcid.get(mcid.toLowerCase()),
  });
  if ('reason' in names) issues.push({ column: 'enchantments', reason: names.reason });
  // The cells are read: the row goes on as a typed row, as a program's row does (trade-rows.table.ts).
  return checkTradeRow(
    {
      key,
      system,
      fields: fieldValues,
      enchantments: 'list' in names ? names.list : [],
      villager_uuid: typeof villagerUuid === 'string' ? villagerUuid : undefined,
      added_given: ADDED_FIELDS.filter((field) => raw[field] !== undefined),
    },
    context,
    issues,
  );
}

/**
 * A trades row once read, typed: what a CSV or data-editor row becomes after its cells are read (checkTrade),
 * and what a program hands the trades table (trade-rows.table.ts).
 */
export interface ReadTradeRow {
  /** The stored trade the row rewrites; null: a new trade. */
  key: number | null;
  system: SystemValues;
  /** The server, town and the trade form's fields (numbers as numbers), checked by the form's schema here. */
  fields: Readonly<Record<string, unknown>>;
  enchantments: readonly TradeRowEnchantment[];
  villager_uuid: string | undefined;
  /** The added fields the row names; for the others a stored trade keeps its own (older files, world-scan apply). */
  added_given: readonly AddedTradeField[];
}

/**
 * Checks a trades row by the trade form's rules, the actor's right to write its server, the server's villager
 * types and the reference's enchantments; answers the row as it will be written, or the problems (`read`: those
 * found while reading it).
 */
export function checkTradeRow(
  row: ReadTradeRow,
  context: TradeContext,
  read: readonly Issue[] = [],
): { value: TradeValue } | { issues: Issue[] } {
  const { key, system, villager_uuid } = row;
  const issues = [...read];
  const parsed = parseWith(TradeInput, row.fields);
  if ('issues' in parsed) issues.push(...parsed.issues);
  const names = namedEnchantments(row.enchantments, context);
  if ('reason' in names) issues.push({ column: 'enchantments', reason: names.reason });
  if (issues.length > 0 || 'issues' in parsed || 'reason' in names) return { issues };

  const { server_id, town, location, ...given } = parsed.value;
  // The routes' rule: a server missing, or one the actor may not write (404 or 403, as the route answers).
  const refusal = context.access(context.servers.has(server_id) ? server_id : undefined, 'Server');
  if (refusal) return { issues: [{ column: 'server_id', ...refusal }] };
  const villager = context.villagerTypes.canonical(server_id, given.villager_type);
  if ('reason' in villager) return { issues: [{ column: 'villager_type', reason: villager.reason }] };
  const fields = { ...given, villager_type: villager.type };
  const townId = context.towns.get(nameKey(server_id, town));
  if (townId === undefined) {
    return {
      issues: [{ column: 'town', reason: `there is no town named '${town}' on server ${server_id}` }],
    };
  }
  const locationId = context.locations.get(nameKey(townId, location)) ?? null;
  if (locationId === null && context.mode === 'replace') {
    return {
      issues: [{ column: 'location', reason: `there is no location named '${location}' in ${town}` }],
    };
  }
  const enchantments = resolveCached(context, fields.sell_item, names.list);
  if (typeof enchantments === 'string') return { issues: [{ column: 'enchantments', reason: enchantments }] };
  return {
    value: {
      key,
      system,
      server_id,
      town_id: townId,
      location_id: locationId,
      location,
      fields,
      enchantments,
      search_text: buildSearchText(
        fields,
        enchantments.map((e) => e.name),
      ),
      villager_uuid,
      added_given: row.added_given,
    },
  };
}

/** The enchantments cell: text (CSV, or a JSON string of the data editor); blank is none; anything else a problem. */
function readEnchantmentsCell(value: unknown): string | Issue {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return { column: 'enchantments', reason: "must be text like 'Sharpness V; Mending'" };
}

/** How the trades table reads one of its rows: cells (checkTrade), or a program's typed row. */
export type TradeCheck<R> = (raw: R, context: TradeContext) => { value: TradeValue } | { issues: Issue[] };

/** A row of the trades table, cells or typed, names its server at the top. */
export type TradeSource = { readonly server_id?: unknown };

/** The server ids a batch's rows name (as written), for loading what their checks need first. */
export function serversOf(rows: readonly { raw: TradeSource }[]): number[] {
  return [...new Set(rows.map(({ raw }) => Number(String(raw.server_id ?? '').trim())))].filter((id) =>
    Number.isSafeInteger(id),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The villager_uuid cell: a UUID (lower-cased), undefined when blank, or the problem. */
export function readVillagerUuid(value: unknown): string | undefined | Issue {
  if (value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  if (!UUID.test(text)) {
    return { column: 'villager_uuid', reason: 'must be a UUID like 0f8c6a52-3c1e-4d2b-9a8e-5b7d2c1f0a93' };
  }
  return text;
}
