// The shopping list's screen logic: the API's answer as domain books, so any choice can be summed by the domain.
import type { ShoppingListBook, ShoppingListOption } from '@tradehall/contracts';
import {
  type CostItem,
  formatPrice,
  type ShoppingBook,
  type ShoppingOption,
  type ShoppingTown,
  type TradePrice,
} from '@tradehall/domain';

const number = (value: number) => value.toLocaleString('en-US');

function toOption(option: ShoppingListOption): ShoppingOption {
  return {
    kind: option.kind,
    level: option.level,
    quantity: option.quantity,
    seller: {
      town: option.town,
      location: option.location,
      row: option.row,
      num: option.num,
      display: option.display,
      villagerType: option.villager_type,
    },
    unitPrice: {
      emeralds: option.unit_price.emeralds,
      otherItems: option.unit_price.other_items,
      items: option.unit_price.items,
    },
    emeralds: option.emeralds,
    mergeLevels: option.merge_levels,
    mergeXp: option.merge_xp,
    score: option.score,
  };
}

/** The answer's books as `summarizeShopping` takes them (same order, same option indices). */
export function toDomainBooks(books: readonly ShoppingListBook[]): ShoppingBook[] {
  return books.map((book) => ({
    name: book.enchantment,
    level: book.level,
    label: book.label,
    options: book.options.map(toOption),
    choice: book.choice,
    soldAtLevel: book.sold_at_level,
    lowerLevel: book.lower_level,
  }));
}

/** '20 Emerald + 1 Book', or '2 × (2 Emerald + 1 Book)' for two books. */
export function quantityPrice(quantity: number, price: TradePrice | string): string {
  const text = typeof price === 'string' ? price : formatPrice(price);
  return quantity === 1 ? text : `${quantity} × (${text})`;
}

/** '54 Emerald + 4 Book'; 'nothing' when the list is empty. */
export function costItemsText(items: readonly CostItem[]): string {
  return items.length === 0
    ? 'nothing'
    : items.map(({ item, amount }) => `${number(amount)} ${item}`).join(' + ');
}

/**
 * The merged book has been on the anvil once: its prior-work penalty (2^1 - 1 = 1 level) lands on the plan's step
 * that uses it, and that step's result may carry more prior work into later steps.
 */
const PRIOR_WORK_NOTE =
  'The merged book has been on the anvil once: the plan costs at least 1 more level with it.';

/** Why a book shows lower-level merges, or null when it does not. */
export function lowerLevelNote(book: ShoppingListBook): string | null {
  if (!book.lower_level) return null;
  const lower = book.options.find((option) => option.kind === 'merge')?.bought ?? 'the level below';
  const why = book.sold_at_level
    ? `Buying two ${lower} and merging them costs less than one ${book.label} (emeralds plus the merge's XP, 1 emerald per XP point).`
    : `Nobody sells ${book.label}: buy two ${lower} and merge them.`;
  return `${why} ${PRIOR_WORK_NOTE}`;
}

/** What the merge option adds to a choice: '+ merge: 6 levels (72 XP)'. */
export function mergeText(option: ShoppingListOption): string {
  return `merge: ${option.merge_levels} ${option.merge_levels === 1 ? 'level' : 'levels'} (${number(option.merge_xp)} XP)`;
}

export { number as formatNumber };

/** 'Sharpness V', '2 × Looting II (merge into Looting III)'. */
export function boughtText(item: ShoppingTown['stops'][number]['items'][number]): string {
  return item.kind === 'merge' ? `${item.quantity} × ${item.bought} (merge into ${item.book})` : item.bought;
}
