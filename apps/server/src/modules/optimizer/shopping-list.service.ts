import type { ShoppingListRequest, ShoppingListResponse } from '@tradehall/contracts';
import { buildShoppingList, EMERALDS_PER_XP_POINT, summarizeShopping } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess } from '../servers/membership';
import { listEnchantmentRows } from './optimizer.repository';
import { planItem } from './plan.service';
import { pickPlanChoices, toPlanEnchantment } from './plan-request';
import { tradesWithEnchantments } from './shopping-list.repository';
import { toShoppingListResponse } from './shopping-list.response';

export type ShoppingListBody = z.output<typeof ShoppingListRequest>;

/**
 * POST /api/optimizer/shopping-list: for each book of a plan, the villagers of the server selling it (or two of
 * the level below, to merge, where that is cheaper in emeralds plus XP), cheapest first; the default choice per
 * book, the totals and the towns to visit. The server is checked first (403 for one the caller cannot see, as
 * for reading its trades), then the item and the enchantments as POST /api/optimizer/plan checks them. A read.
 */
export async function shoppingListFor(
  db: Kysely<Database>,
  user: AuthUser,
  body: ShoppingListBody,
): Promise<ShoppingListResponse> {
  await assertServerAccess(db, user, body.server_id);
  const item = await planItem(db, body.item_keyword);
  const choices = pickPlanChoices(body.enchantments, item, await listEnchantmentRows(db));

  const trades = await tradesWithEnchantments(
    db,
    body.server_id,
    choices.map(({ row }) => row.id),
  );
  const books = buildShoppingList({ books: choices.map(toPlanEnchantment), trades });
  const summary = summarizeShopping(
    books,
    books.map((book) => book.choice),
  );
  return toShoppingListResponse(
    { server_id: body.server_id, item_keyword: item.keyword, emeralds_per_xp_point: EMERALDS_PER_XP_POINT },
    books,
    summary,
  );
}
