import type { QueryKey } from '@tanstack/react-query';
import type { DataTable } from '@tradehall/contracts';
import { baubleKeys } from '../baubles/keys';
import { enchantmentKeys } from '../enchantments/keys';
import { modpackKeys } from '../modpacks/keys';
import { referenceKeys } from '../reference/keys';
import { serverKeys } from '../servers/keys';
import { dataTableKeys } from './keys';

/** What the other screens read from each table: a data-editor write or an import of it invalidates these. */
const READERS_OF_TABLE: Readonly<Record<DataTable, readonly QueryKey[]>> = {
  modpacks: [modpackKeys.all],
  item_type_map: [referenceKeys.all],
  optimizer_menu_items: [referenceKeys.all],
  villager_items: [referenceKeys.all],
  enchantments: [enchantmentKeys.all, referenceKeys.all, serverKeys.allScopes],
  baubles: [baubleKeys.all],
  servers: [serverKeys.list, serverKeys.allScopes],
  towns: [serverKeys.allScopes],
  locations: [serverKeys.allScopes],
  trades: [serverKeys.allScopes],
};

/** The keys a write to `table` makes stale: its own pages and what other screens read from it. */
export function keysOfTable(table: string): readonly QueryKey[] {
  const readers = (READERS_OF_TABLE as Readonly<Record<string, readonly QueryKey[]>>)[table] ?? [];
  return [dataTableKeys.rows(table), ...readers];
}
