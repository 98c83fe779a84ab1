// Saved optimizer configs: checking a body into the values to store, and reading stored rows back.
import {
  OPTIMIZER_MESSAGES,
  type OptimizerConfig,
  type SaveOptimizerConfigRequest,
} from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { type Choice, checkChoices, refuseUnknown } from './choice-checks';
import type { ConfigRow, ConfigValues } from './configs.repository';
import { findMenuItem, listEnchantmentRows } from './optimizer.repository';

/** A validated config body. */
export type ConfigBody = z.output<typeof SaveOptimizerConfigRequest>;

type StoredItem = OptimizerConfig['items'][number];

function isStoredItem(value: unknown): value is StoredItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.enchantment === 'string' && typeof item.level === 'number' && typeof item.mcid === 'string'
  );
}

/** Items as stored (JSON text): anything unreadable is left out. */
function storedItems(text: string): StoredItem[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isStoredItem) : [];
  } catch {
    return [];
  }
}

export function toConfig(row: ConfigRow): OptimizerConfig {
  return {
    id: row.id,
    config_name: row.config_name,
    item_keyword: row.item_keyword,
    items: storedItems(row.items),
    anvil_rules: row.anvil_rules === 'vanilla' ? 'vanilla' : 'server',
    updated_at: row.updated_at,
  };
}

/** The values to store: name and item required, known enchantments at valid levels for the item. */
export async function checkBody(db: Kysely<Database>, body: ConfigBody): Promise<ConfigValues> {
  const name = body.config_name.trim();
  if (!name) throw badRequest(OPTIMIZER_MESSAGES.configNameRequired);
  const keyword = body.item_keyword.trim();
  if (!keyword) throw badRequest(OPTIMIZER_MESSAGES.itemRequiredToSave);
  if (body.items.length === 0) throw badRequest(OPTIMIZER_MESSAGES.levelRequiredToSave);
  const item = await findMenuItem(db, keyword);
  if (!item) throw badRequest(`Unknown item: '${keyword}'. Pick one of the optimizer's items.`);

  const rows = await listEnchantmentRows(db);
  const byName = new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
  const byMcid = new Map(rows.map((row) => [row.mcid.trim().toLowerCase(), row]));
  const choices: Choice[] = [];
  const unknown: string[] = [];
  for (const entry of body.items) {
    const row =
      byName.get(entry.enchantment.toLowerCase()) ?? byMcid.get((entry.mcid ?? '').trim().toLowerCase());
    if (row) choices.push({ row, level: entry.level });
    else unknown.push(entry.enchantment);
  }
  refuseUnknown(unknown, ' in items');
  checkChoices(choices, item, { conflicts: false });
  const items: StoredItem[] = choices.map(({ row, level }) => ({
    mcid: row.mcid,
    enchantment: row.name,
    level,
  }));
  return {
    config_name: name,
    item_keyword: item.keyword,
    items: JSON.stringify(items),
    anvil_rules: body.anvil_rules,
  };
}
