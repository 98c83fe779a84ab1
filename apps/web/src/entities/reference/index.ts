export { referenceKeys } from './keys';
export {
  applicableEnchantmentsQuery,
  useApplicableEnchantments,
  useItemTypeMap,
  useOptimizerItems,
  useVillagerItems,
  useVillagerTypes,
  villagerTypesOf,
} from './reference-queries';
