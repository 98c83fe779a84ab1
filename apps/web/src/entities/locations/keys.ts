import { townKeys } from '../towns/keys';

export const locationKeys = {
  ofTown: (serverId: number | null, townId: number | null) =>
    [...townKeys.all(serverId), townId, 'locations'] as const,
};
