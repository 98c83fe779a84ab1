/** The signed-in user's saved optimizer configs. */
export const optimizerConfigKeys = { all: ['optimizer-configs'] as const };
