export { optimizerConfigKeys } from './keys';
export {
  useCreateOptimizerConfig,
  useDeleteOptimizerConfig,
  useOptimizerConfigs,
} from './optimizer-configs-queries';
