export const userKeys = { all: ['users'] as const, list: ['users', 'list'] as const };
