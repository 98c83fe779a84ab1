export const enchantmentKeys = {
  all: ['enchantments'] as const,
  list: ['enchantments', 'list'] as const,
  names: ['enchantments', 'names'] as const,
};
