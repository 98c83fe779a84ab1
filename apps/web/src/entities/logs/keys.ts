/** The audit log; every write elsewhere adds to it, so it is always read fresh (staleTime 0) instead. */
export const logKeys = { all: ['logs'] as const };
