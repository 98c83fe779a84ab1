import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataRow, RowDeleted, RowSaved, TableData, TableNames } from '@tradehall/contracts';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { dataTableKeys } from './keys';
import { keysOfTable } from './table-keys';

const tablePath = (table: string) => `/data_editor/tables/${encodeURIComponent(table)}`;

/** GET /api/data_editor/tables: the tables the data editor and single-table import/export offer. */
export function useTableNames() {
  return useQuery({
    queryKey: dataTableKeys.names,
    queryFn: ({ signal }) => api.get('/data_editor/tables', TableNames, { signal }),
  });
}

/** GET /api/data_editor/backup_tables: what Export All / Import All cover. */
export function useBackupTableNames() {
  return useQuery({
    queryKey: dataTableKeys.backupNames,
    queryFn: ({ signal }) => api.get('/data_editor/backup_tables', TableNames, { signal }),
  });
}

/** GET /api/data_editor/tables/{table}: one page of rows with the table's columns and total. */
export function useTablePage(table: string | null, offset: number, limit: number) {
  return useQuery({
    queryKey: dataTableKeys.page(table ?? '', offset, limit),
    queryFn: ({ signal }) => api.get(tablePath(table ?? ''), TableData, { query: { offset, limit }, signal }),
    enabled: table !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Invalidates what a write to these tables (a row edit, an import) makes stale, on every screen. */
export function useRefreshTables() {
  const queryClient = useQueryClient();
  return useCallback(
    (tables: readonly string[]) => {
      const keys = new Map(tables.flatMap(keysOfTable).map((key) => [JSON.stringify(key), key]));
      return Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}

function useTableMutation<V>(table: string, send: (value: V) => Promise<RowSaved | RowDeleted>) {
  const refresh = useRefreshTables();
  return useMutation({ mutationFn: send, onSuccess: () => refresh([table]) });
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
