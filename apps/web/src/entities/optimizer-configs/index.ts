export { optimizerConfigKeys } from './keys';
export {
  useCreateOptimizerConfig,
  useDeleteOptimizerConfig,
  useOptimizerConfigs,
  useUpdateOptimizerConfig,
} from './optimizer-configs-queries';
