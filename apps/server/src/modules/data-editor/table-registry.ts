import { DATA_TABLES, type DataTable, isDataTable } from '@tradehall/contracts';
import { notFound } from '../../lib/http-error';
import { baublesTable } from '../baubles/baubles.table';
import { enchantmentsTable } from '../enchantments/enchantments.table';
import { locationsTable } from '../locations/locations.table';
import { optimizerMenuItemsTable } from '../optimizer/optimizer-menu-items.table';
import { itemTypeMapTable } from '../reference/item-type-map.table';
import { villagerItemsTable } from '../reference/villager-items.table';
import { modpacksTable } from '../servers/modpacks.table';
import { serversTable } from '../servers/servers.table';
import type { TableDef } from '../shared/table/types';
import { townsTable } from '../towns/towns.table';
import { tradesTable } from '../trades/trades.table';

const TABLES: Record<DataTable, TableDef> = {
  modpacks: modpacksTable,
  item_type_map: itemTypeMapTable,
  optimizer_menu_items: optimizerMenuItemsTable,
  villager_items: villagerItemsTable,
  enchantments: enchantmentsTable,
  baubles: baublesTable,
  servers: serversTable,
  towns: townsTable,
  locations: locationsTable,
  trades: tradesTable,
};

/**
 * The allow-list of the data editor and of Export All / Import All, in import order (a table comes after the
 * tables it is checked against). Users, their password hashes, optimizer configs and logs are never in it.
 */
export const EDITOR_TABLES: readonly TableDef[] = DATA_TABLES.map((name) => TABLES[name]);
export const BACKUP_TABLES: readonly TableDef[] = EDITOR_TABLES;

/** The table of that name, or 404 for any name outside the allow-list. */
export function tableNamed(name: string): TableDef {
  if (!isDataTable(name)) throw notFound(`Unknown table '${name.slice(0, 64)}'.`);
  return TABLES[name];
}

/** Tables that must be replaced along with `table` (their rows refer to it), transitively. */
export function dependentsOf(table: DataTable): DataTable[] {
  const out = new Set<DataTable>();
  const visit = (name: DataTable) => {
    for (const def of EDITOR_TABLES) {
      if (def.parents.includes(name) && !out.has(def.name)) {
        out.add(def.name);
        visit(def.name);
      }
    }
  };
  visit(table);
  return [...out];
}

/** Tables whose writes change what trade searches answer (see shared/trade-data.repository.ts). */
export const TRADE_DATA: ReadonlySet<DataTable> = new Set([
  'servers',
  'towns',
  'locations',
  'trades',
  'enchantments',
]);
