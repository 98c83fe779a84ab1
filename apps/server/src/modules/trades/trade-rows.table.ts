import { ADDED_FIELDS } from '@tradehall/contracts';
import type { z } from 'zod';
import { ID_RANGE, isRowId } from '../shared/table/cells';
import type { Issue, RowsTable } from '../shared/table/types';
import type { TradeRowEnchantment } from './trade-row-enchantments';
import {
  checkTradeRow,
  readVillagerUuid,
  type TradeCheck,
  type TradeInput,
  tradeContext,
} from './trades.check';
import { tradeChecker } from './trades.table';
import { writeTrades } from './trades.write';

/**
 * A trade as a program hands it to the trades table (world-scan apply): the trade form's fields as values
 * (numbers as numbers), enchantments by the reference's id or mcid; `id` and `row_version` name the stored
 * trade it rewrites, at the version the program read.
 */
export type TradeRow = z.input<typeof TradeInput> & {
  id?: number;
  row_version?: number;
  enchantments: readonly TradeRowEnchantment[];
  villager_uuid?: string;
};

/** A typed row goes where a CSV row goes once its cells are read (checkTradeRow): the same rules. */
const checkTypedTrade: TradeCheck<TradeRow> = (row, context) => {
  const { id, row_version, enchantments, villager_uuid, ...fields } = row;
  const issues: Issue[] = [];
  if (id !== undefined && !isRowId(id)) issues.push({ column: 'id', reason: ID_RANGE });
  if (row_version !== undefined && !(Number.isSafeInteger(row_version) && row_version >= 1))
    issues.push({ column: 'row_version', reason: 'must be a positive whole number' });
  const uuid = readVillagerUuid(villager_uuid);
  if (typeof uuid === 'object') issues.push(uuid);
  return checkTradeRow(
    {
      key: id ?? null,
      system: row_version === undefined ? {} : { row_version },
      fields,
      enchantments,
      villager_uuid: typeof uuid === 'string' ? uuid : undefined,
      added_given: ADDED_FIELDS.filter((field) => fields[field] !== undefined),
    },
    context,
    issues,
  );
};

/**
 * The trades table for typed rows: the checker and writer of CSV import and the data editor (the form's rules,
 * membership, ids and versions, one villager per slot, locations created), reading TradeRow instead of cells.
 */
export const tradeRowsTable: RowsTable<TradeRow> = {
  name: 'trades',
  checker: (world, mode, actor, options) => tradeChecker(world, mode, actor, options, checkTypedTrade),
  async writer(context) {
    return writeTrades(
      context,
      await tradeContext(context.world, context.mode, context.actor, context.options),
      checkTypedTrade,
    );
  },
};
