const SLOT_LABELS: Readonly<Record<string, string>> = {
  amulet: 'Amulet',
  ring: 'Ring',
  belt: 'Belt',
  head: 'Head',
  body: 'Body',
  charm: 'Charm',
  any: 'Trinket (any slot)',
};

/** How a slot reads on screen, e.g. 'any' → 'Trinket (any slot)'. */
export function slotLabel(slot: string): string {
  return SLOT_LABELS[slot] ?? slot.charAt(0).toUpperCase() + slot.slice(1);
}
