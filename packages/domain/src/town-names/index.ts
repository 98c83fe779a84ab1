// Public API of the town-name generator. The v1/ internals are not exported.
export {
  COORDS_ERRORS,
  type CoordsResult,
  isWorldCoord,
  parseCoords,
  parseF3Position,
  WORLD_BORDER,
} from './coords';
export {
  CURRENT_TOWN_NAME_VERSION,
  isTownNameVersion,
  TOWN_NAME_VERSIONS,
  type TownNameResult,
  type TownNameVersion,
  townName,
  townNameFromText,
} from './town-name';
