// Public API of the world-save placement: towns, halls and slots proposed for scanned villagers.
export { clusterPoints, type PlanePoint, planeDistance } from './clusters';
export {
  DEFAULT_PLACEMENT_SETTINGS,
  HALL_PREFIX,
  type PlacedVillager,
  type PlacementInput,
  type PlacementSettings,
  placeVillagers,
  SLOT_NUMS,
  SLOT_ROWS,
  type Slot,
} from './placement';
