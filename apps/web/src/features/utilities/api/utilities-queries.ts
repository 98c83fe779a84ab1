import { useMutation } from '@tanstack/react-query';
import { TownNameResponse, XpTomesResponse } from '@tradehall/contracts';
import { api } from '../../../lib/api';

/** GET /api/town_name?coords=X,Y: the name of the town at those coordinates (always the same name). */
export function useTownName() {
  return useMutation({
    mutationFn: (coords: string) => api.get('/town_name', TownNameResponse, { query: { coords } }),
  });
}

/** GET /api/xp_tomes?level=N: the XP Tomes (and XP points) to reach a level from 0. */
export function useXpTomes() {
  return useMutation({
    mutationFn: (level: number) => api.get('/xp_tomes', XpTomesResponse, { query: { level } }),
  });
}
