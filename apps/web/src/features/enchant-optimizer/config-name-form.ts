import { OPTIMIZER_MESSAGES, SaveOptimizerConfigRequest } from '@tradehall/contracts';
import { z } from 'zod';

/** The Config name field: required (SPEC §5), then the API's own rules for the name. */
export const ConfigNameForm = z.object({
  config_name: z
    .string()
    .trim()
    .min(1, OPTIMIZER_MESSAGES.configNameRequired)
    .pipe(SaveOptimizerConfigRequest.shape.config_name),
});
export type ConfigNameForm = z.infer<typeof ConfigNameForm>;

export const CONFIG_NAME_LABELS = { config_name: 'Config name' } as const;
