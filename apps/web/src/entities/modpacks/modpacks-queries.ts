import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnvilPriorWork,
  ModpackListSchema,
  ModpackRowListSchema,
  RowDeleted,
  RowSaved,
  TableData,
} from '@tradehall/contracts';
import { api } from '../../lib/api';
import { modpackKeys } from './keys';

/** Modpacks are written through the data editor calls, fields modpack, version and anvil rules (SPEC §7). */
const TABLE_PATH = '/data_editor/tables/modpacks';

/** GET /api/modpacks: the choices for a server's modpack. */
export function useModpackChoices() {
  return useQuery({
    queryKey: modpackKeys.choices,
    queryFn: ({ signal }) => api.get('/modpacks', ModpackListSchema, { signal }),
  });
}

/** One page of the modpacks table (GET /api/data_editor/tables/modpacks?offset&limit): rows and total. */
export function useModpackPage(offset: number, limit: number) {
  return useQuery({
    queryKey: modpackKeys.page(offset, limit),
    queryFn: async ({ signal }) => {
      const page = await api.get(TABLE_PATH, TableData, { query: { offset, limit }, signal });
      return { rows: ModpackRowListSchema.parse(page.rows), total: page.total, offset: page.offset };
    },
    placeholderData: keepPreviousData,
  });
}

export interface ModpackFields {
  modpack: string;
  version: string;
  /** null: no cap. */
  anvil_level_cap: number | null;
  anvil_prior_work: AnvilPriorWork;
}

/** Every modpack write changes the choices and the table's pages (servers keep only the id). */
function useRefreshModpacks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: modpackKeys.all }),
      queryClient.invalidateQueries({ queryKey: modpackKeys.rows }),
    ]);
}

export function useAddModpack() {
  const refresh = useRefreshModpacks();
  return useMutation({
    mutationFn: (fields: ModpackFields) => api.post(TABLE_PATH, RowSaved, fields),
    onSuccess: refresh,
  });
}

export function useSaveModpack() {
  const refresh = useRefreshModpacks();
  return useMutation({
    mutationFn: ({ id, ...fields }: ModpackFields & { id: number; row_version: number }) =>
      api.put(`${TABLE_PATH}/${id}`, RowSaved, fields),
    onSuccess: refresh,
  });
}

export function useDeleteModpack() {
  const refresh = useRefreshModpacks();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${TABLE_PATH}/${id}`, RowDeleted),
    onSuccess: refresh,
  });
}
