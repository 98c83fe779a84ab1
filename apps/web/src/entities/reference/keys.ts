/** Reference data: the same for every server, changed only by admins (data editor, imports, enchantment saves). */
export const referenceKeys = {
  all: ['reference'] as const,
  villagerItems: ['reference', 'villager-items'] as const,
  itemTypeMap: ['reference', 'item-type-map'] as const,
  optimizerItems: ['reference', 'optimizer-items'] as const,
  applicableAll: ['reference', 'applicable-enchantments'] as const,
  applicable: (types: string) => ['reference', 'applicable-enchantments', types] as const,
};
