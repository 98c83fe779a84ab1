export { locationKeys } from './keys';
export { useCreateLocation, useDeleteLocation, useLocations, useRenameLocation } from './locations-queries';
