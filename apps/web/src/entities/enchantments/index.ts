export {
  type SaveEnchantmentInput,
  useEnchantmentNames,
  useEnchantments,
  useSaveEnchantment,
} from './enchantments-queries';
export { enchantmentKeys } from './keys';
