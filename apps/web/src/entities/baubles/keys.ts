export const baubleKeys = { all: ['baubles'] as const };
