import {
  type EnchantmentSourcesResponse,
  type OptimizerEnchantment,
  type OptimizerMenuItem,
  splitList,
} from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess } from '../servers/membership';
import { applicableEnchantments } from './applicable';
import { enchantmentOffers, listEnchantmentRows, listMenuItems, townsOfServer } from './optimizer.repository';

export const TYPES_REQUIRED = 'types is required: the item types, comma-separated (e.g. SWORD,BREAKABLE).';

export function menuItems(db: Kysely<Database>): Promise<OptimizerMenuItem[]> {
  return listMenuItems(db);
}

/** GET /api/optimizer/applicable_enchantments?types=SWORD,BREAKABLE */
export async function enchantmentsForTypes(
  db: Kysely<Database>,
  typesText: string | undefined,
): Promise<OptimizerEnchantment[]> {
  const types = splitList(typesText ?? '');
  if (types.length === 0) throw badRequest(TYPES_REQUIRED);
  return applicableEnchantments(await listEnchantmentRows(db), types);
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** GET /api/optimizer/enchantment_sources?server_id: for each enchantment, the towns of the server selling it. */
export async function enchantmentSources(
  db: Kysely<Database>,
  user: AuthUser,
  serverId: number,
): Promise<EnchantmentSourcesResponse> {
  await assertServerAccess(db, user, serverId);
  const [towns, offers] = [await townsOfServer(db, serverId), await enchantmentOffers(db, serverId)];
  const byEnchantment = new Map<string, { town: string; max_level: number }[]>();
  for (const { enchantment, town, max_level } of offers) {
    const list = byEnchantment.get(enchantment) ?? [];
    list.push({ town, max_level });
    byEnchantment.set(enchantment, list);
  }
  const sources = [...byEnchantment]
    .sort(([a], [b]) => byText(a, b))
    .map(([enchantment, list]) => ({ enchantment, towns: list.sort((a, b) => byText(a.town, b.town)) }));
  return { towns, sources };
}
