import { splitList } from '@tradehall/contracts';
import { badRequest } from '../../lib/http-error';

const ANY = 'Any';
const ITEM_TYPE = /^[A-Za-z0-9_]+$/;

/**
 * Checks and normalises an enchantment's Applicable To: `Any` on its own, or item types the app knows (the
 * item-type map's types, matched ignoring case and stored in their known spelling). With no known types at all
 * (an empty map), any word of letters, digits and underscores is accepted in upper case.
 */
export function normaliseApplicable(text: string, knownTypes: ReadonlySet<string>): string {
  const parts = splitList(text);
  if (parts.length === 0) throw badRequest('applicable is required.');
  if (parts.some((part) => part.toLowerCase() === ANY.toLowerCase())) {
    if (parts.length > 1) throw badRequest('Applicable To: Any cannot be combined with other item types.');
    return ANY;
  }
  const canonical = new Map([...knownTypes].map((type) => [type.toLowerCase(), type]));
  const unknown: string[] = [];
  const types = parts.map((part) => {
    const known = canonical.get(part.toLowerCase());
    if (known) return known;
    if (canonical.size > 0 || !ITEM_TYPE.test(part)) unknown.push(part);
    return part.toUpperCase();
  });
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown item type in Applicable To: ${unknown.join(', ')}. Use the item-type map's types, or Any.`,
    );
  }
  return [...new Set(types)].join(',');
}
