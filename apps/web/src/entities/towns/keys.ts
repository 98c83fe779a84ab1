import { serverKeys } from '../servers/keys';

/** A server's towns; the locations of each town sit below (`locationKeys`), so invalidating towns covers them. */
export const townKeys = {
  all: (serverId: number | null) => [...serverKeys.scope(serverId), 'towns'] as const,
};
