import type { VillagerSlot } from './types';

const collator = new Intl.Collator('en', { numeric: true });

/** Natural order ('Hall 2' before 'Hall 10'), then code units, so equal-looking names still order stably. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Slot order: town, location, row, num. Ties between equally good villagers go to the earlier slot. */
export function compareSlots(a: VillagerSlot, b: VillagerSlot): number {
  return (
    compareNames(a.town, b.town) ||
    compareNames(a.location, b.location) ||
    compareNames(a.row, b.row) ||
    a.num - b.num
  );
}

/** 'canz / Hall 1 / A3'. */
export function formatSlot(slot: VillagerSlot): string {
  return `${slot.town} / ${slot.location} / ${slot.row}${slot.num}`;
}

/**
 * Sorts items by slot order. Ranks each distinct town, location and row once, so a large hall costs a few
 * collator calls instead of one per comparison.
 */
export function sortBySlot<T>(items: readonly T[], slotOf: (item: T) => VillagerSlot): T[] {
  const rank = (values: Iterable<string>) =>
    new Map([...new Set(values)].sort(compareNames).map((v, i) => [v, i]));
  const slots = items.map(slotOf);
  const towns = rank(slots.map((s) => s.town));
  const locations = rank(slots.map((s) => s.location));
  const rows = rank(slots.map((s) => s.row));
  const keys = slots.map((s) => [towns.get(s.town)!, locations.get(s.location)!, rows.get(s.row)!, s.num]);
  const order = items.map((_, i) => i);
  order.sort((a, b) => {
    const x = keys[a];
    const y = keys[b];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
  });
  return order.map((i) => items[i]);
}
