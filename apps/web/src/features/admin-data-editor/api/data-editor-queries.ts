import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataRow, RowDeleted, RowSaved, TableData, TableNames } from '@tradehall/contracts';
import { api } from '../../../lib/api';

export const EDITOR_PAGE_SIZE = 50;

export const editorKeys = {
  tables: ['admin', 'data-editor', 'tables'] as const,
  table: (table: string) => ['admin', 'data-editor', 'table', table] as const,
  page: (table: string, offset: number) => ['admin', 'data-editor', 'table', table, offset] as const,
};

const tablePath = (table: string) => `/data_editor/tables/${encodeURIComponent(table)}`;

/** GET /api/data_editor/tables: the allow-list. */
export function useEditorTables() {
  return useQuery({
    queryKey: editorKeys.tables,
    queryFn: ({ signal }) => api.get('/data_editor/tables', TableNames, { signal }),
  });
}

/** GET /api/data_editor/tables/{table}: one page of rows with the table's columns. */
export function useTablePage(table: string | null, offset: number) {
  return useQuery({
    queryKey: editorKeys.page(table ?? '', offset),
    queryFn: ({ signal }) =>
      api.get(tablePath(table ?? ''), TableData, { query: { offset, limit: EDITOR_PAGE_SIZE }, signal }),
    enabled: table !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useTableMutation<V>(table: string, send: (value: V) => Promise<RowSaved | RowDeleted>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.table(table) }),
  });
}

export function useSaveRow(table: string) {
  return useTableMutation(table, ({ id, row }: { id: number; row: DataRow }) =>
    api.put(`${tablePath(table)}/${id}`, RowSaved, row),
  );
}

export function useAddRow(table: string) {
  return useTableMutation(table, (row: DataRow) => api.post(tablePath(table), RowSaved, row));
}

export function useDeleteRow(table: string) {
  return useTableMutation(table, (id: number) => api.delete(`${tablePath(table)}/${id}`, RowDeleted));
}
