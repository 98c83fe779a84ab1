import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DATA_EDITOR_MAX_PAGE_SIZE, RowDeleted, RowSaved, TableData } from '@tradehall/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** Modpacks go through the data editor calls, fields modpack and version (SPEC §7). */
const TABLE_PATH = '/data_editor/tables/modpacks';

export const modpackKeys = { all: ['admin', 'modpacks'] as const };

export const ModpackRow = z.object({
  id: z.number(),
  modpack: z.string(),
  version: z.string(),
  row_version: z.number(),
});
export type ModpackRow = z.infer<typeof ModpackRow>;

export function useModpacks() {
  return useQuery({
    queryKey: modpackKeys.all,
    queryFn: async ({ signal }) => {
      const data = await api.get(TABLE_PATH, TableData, {
        query: { limit: DATA_EDITOR_MAX_PAGE_SIZE },
        signal,
      });
      return z.array(ModpackRow).parse(data.rows);
    },
  });
}

export interface ModpackFields {
  modpack: string;
  version: string;
}

export function useAddModpack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ModpackFields) => api.post(TABLE_PATH, RowSaved, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modpackKeys.all }),
  });
}

export function useSaveModpack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: ModpackFields & { id: number; row_version: number }) =>
      api.put(`${TABLE_PATH}/${id}`, RowSaved, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modpackKeys.all }),
  });
}

export function useDeleteModpack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${TABLE_PATH}/${id}`, RowDeleted),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modpackKeys.all }),
  });
}
