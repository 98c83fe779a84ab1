/** What the answer says about the trades that counted (books only, or gear too). Pure. */
import type { FilterTradesResponse } from '@tradehall/contracts';

type Counted = FilterTradesResponse['counted'];

/** The mode used, in the summary. */
export function countedText(counted: Counted): string {
  return counted === 'books'
    ? 'Counted: Enchanted Book trades only (enchanted gear does not count).'
    : 'Counted: Enchanted Book trades and enchanted gear.';
}

/** What a villager sells that counts: a book, or with gear counted, any enchanted item. */
export function countedThing(counted: Counted): string {
  return counted === 'books' ? 'counted book' : 'counted enchantment';
}

/** The title of the villagers left apart. */
export function notJudgedTitle(counted: Counted): string {
  return `Not judged: sells no ${countedThing(counted)}`;
}

/** The legend of 'Villagers You Can Remove', saying exactly who is in it. */
export function removalLegend(counted: Counted): string {
  const thing = countedThing(counted);
  return (
    `Each villager listed sells at least one ${thing}, and every ${thing} it sells is also offered as well or ` +
    'better by the villagers you keep: the same level for the same price or less, or a higher level. ' +
    'Lost: the lower levels none of the kept villagers sells.'
  );
}
