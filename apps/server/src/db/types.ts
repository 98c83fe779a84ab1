import type {
  AddedTradeField,
  AnvilPriorWork,
  OptimizerRuleChoice,
  TradeFieldValues,
} from '@tradehall/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC strings and booleans 0/1 on both SQLite and PostgreSQL (see STACK.md). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  role: string;
  password_hash: string;
  token_version: Generated<number>;
  /** Unused since 003_login_throttle (throttling lives in login_throttle); kept for copies of an older version. */
  failed_logins: Generated<number>;
  /** Unused since 003_login_throttle, like failed_logins. */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface ModpacksTable {
  id: Generated<number>;
  modpack: string;
  version: string;
  /** A step costing this many levels or more is Too Expensive; null: no cap (migration 008). */
  anvil_level_cap: number | null;
  /** vanilla (the default) | remove_repair_scaling | enchantment_only | remove. */
  anvil_prior_work: ColumnType<AnvilPriorWork, AnvilPriorWork | undefined, AnvilPriorWork>;
  row_version: Generated<number>;
}

export interface ServersTable {
  id: Generated<number>;
  name: string;
  modpack_id: number;
  owner_id: number;
  created_at: string;
  row_version: Generated<number>;
}

export interface ServerMembersTable {
  server_id: number;
  user_id: number;
}

export interface TownsTable {
  id: Generated<number>;
  server_id: number;
  name: string;
  row_version: Generated<number>;
}

export interface LocationsTable {
  id: Generated<number>;
  town_id: number;
  name: string;
  row_version: Generated<number>;
}

/** The fields added since SPEC §2 (notes, migration 021): '' when none, the database's default for an insert. */
type AddedTradeColumns = { [F in AddedTradeField]: ColumnType<string, string | undefined, string> };

/** A trade: its own columns as the contract declares them (TRADE_FIELD_KINDS), then what the store adds. */
export interface TradesTable extends Omit<TradeFieldValues, AddedTradeField>, AddedTradeColumns {
  id: Generated<number>;
  server_id: number;
  town_id: number;
  location_id: number;
  /** Lower-case text of items, villager type and enchantment names, kept for substring search. */
  search_text: string;
  /** The villager's UUID in the world save the trade was read from (004_world_scans); null when typed in. */
  villager_uuid: string | null;
  row_version: Generated<number>;
  /** Set by triggers on every change of the trade or its enchantments, never to a value given before (007). */
  search_stamp: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TradeEnchantmentsTable {
  trade_id: number;
  enchantment_id: number;
  level: number;
}

export interface EnchantmentsTable {
  id: Generated<number>;
  name: string;
  mcid: string;
  rarity: string;
  maxlevel: number;
  applicable: string;
  incompatibilities: string;
  curse: number;
  description: string;
  notes: string;
  /** 1 for a treasure enchantment (librarians ask twice the emeralds), 0 otherwise (009). */
  treasure: Generated<number>;
  /** 1 when a librarian can sell it, 0 when not (RLTweaker's blacklist, not registered) (009). */
  librarian: Generated<number>;
  row_version: Generated<number>;
}

export interface BaublesTable {
  id: Generated<number>;
  name: string;
  type: string;
  tier: string;
  tier_basis: string;
  /** JSON array of strings. */
  tags: string;
  icon: string;
  description: string;
  how_to_obtain: string;
  upgrade_path: string;
  source_mod: string;
  row_version: Generated<number>;
}

export interface VillagerItemsTable {
  id: Generated<number>;
  item: string;
  villager: string;
  trade_type: string;
}

export interface ItemTypeMapTable {
  id: Generated<number>;
  keyword: string;
  type: string;
}

export interface OptimizerMenuItemsTable {
  item_id: number;
  keyword: string;
  types: string;
}

export interface OptimizerConfigsTable {
  id: Generated<number>;
  user_id: number;
  config_name: string;
  item_keyword: string;
  /** JSON array of {mcid, enchantment, level}. */
  items: string;
  /** 'server' (the selected server's modpack's anvil rules) or 'vanilla' (migration 008). */
  anvil_rules: ColumnType<OptimizerRuleChoice, OptimizerRuleChoice | undefined, OptimizerRuleChoice>;
  created_at: string;
  updated_at: string;
}

export interface LogsTable {
  id: Generated<number>;
  timestamp: string;
  username: string;
  action: string;
  table_name: string;
  /** JSON: {before, after, ...}. */
  details: string;
}

/** Change counters bumped by triggers (002_trade_search): 'trades' counts every change of the trade data. */
export interface DataVersionsTable {
  name: string;
  version: number;
}

/** Failed password checks per scope, key and fixed window (003_login_throttle, modules/auth/login-throttle.*). */
export interface LoginThrottleTable {
  /** 'ip', 'ip_user', 'user' or 'unknown_user_audit'. */
  scope: string;
  key: string;
  /** ISO start of the window; the window ends at expires_at, after which the row is deleted. */
  window_start: string;
  expires_at: string;
  failures: Generated<number>;
}

/** A world-save scan's preview (004_world_scans, modules/world-scans), kept for its user for 24 hours. */
export interface WorldScansTable {
  /** A random UUID. */
  id: string;
  user_id: number;
  server_id: number;
  created_at: string;
  expires_at: string;
  /** JSON: the preview as answered, plus what apply checks (the trades' versions at scan time). */
  payload: string;
}

/**
 * How far a scan of an uploaded world got (005_world_scan_progress, modules/world-scans), under the random token
 * its user sent with the upload; kept an hour after the last write.
 */
export interface WorldScanProgressTable {
  user_id: number;
  /** A random UUID the client made. */
  token: string;
  /** 'unpacking', 'scanning' or 'done'. */
  phase: string;
  /** Region files read, of `total` (both 0 while unpacking). */
  read: number;
  total: number;
  updated_at: string;
  expires_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The last world scan of a server, chunk by chunk (013_world_scan_states): what a rescan carries over. */
export interface WorldScanStatesTable {
  server_id: number;
  /** The world's seed and name (world-save's worldKeyOf). */
  world_key: string;
  /** JSON of world-save's WorldState, timestamps run-length encoded (world-scans/scan-state.repository.ts). */
  state: string;
  scanned_at: string;
}

/** Deleted trades, towns and locations with their server (migration 011). */
export interface DeletedRowsTable {
  table_name: 'trades' | 'towns' | 'locations';
  row_id: number;
  server_id: number;
  deleted_at: string;
}

/** The first answer of a write sent with an Idempotency-Key (migration 010). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  /** Null until the answer is stored (a write whose copy died between commit and answer). */
  status: number | null;
  body: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  modpacks: ModpacksTable;
  servers: ServersTable;
  server_members: ServerMembersTable;
  towns: TownsTable;
  locations: LocationsTable;
  trades: TradesTable;
  trade_enchantments: TradeEnchantmentsTable;
  enchantments: EnchantmentsTable;
  baubles: BaublesTable;
  villager_items: VillagerItemsTable;
  item_type_map: ItemTypeMapTable;
  optimizer_menu_items: OptimizerMenuItemsTable;
  optimizer_configs: OptimizerConfigsTable;
  logs: LogsTable;
  app_meta: AppMetaTable;
  data_versions: DataVersionsTable;
  login_throttle: LoginThrottleTable;
  world_scans: WorldScansTable;
  world_scan_progress: WorldScanProgressTable;
  world_scan_states: WorldScanStatesTable;
  deleted_rows: DeletedRowsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TradeRow = Selectable<TradesTable>;
export type NewTrade = Insertable<TradesTable>;
export type TradeUpdate = Updateable<TradesTable>;
export type EnchantmentRow = Selectable<EnchantmentsTable>;
export type BaubleRow = Selectable<BaublesTable>;
