export { modpackKeys } from './keys';
export {
  type ModpackFields,
  useAddModpack,
  useDeleteModpack,
  useModpackChoices,
  useModpackPage,
  useSaveModpack,
} from './modpacks-queries';
