import { useQuery } from '@tanstack/react-query';
import { ImportAllResult, ImportResult, TableNames } from '@tradehall/contracts';
import { api } from '../../../lib/api';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

export const importExportKeys = {
  tables: ['admin', 'import-export', 'tables'] as const,
  backupTables: ['admin', 'import-export', 'backup-tables'] as const,
};

/** GET /api/data_editor/tables: what can be exported and imported one at a time. */
export function useTableNames() {
  return useQuery({
    queryKey: importExportKeys.tables,
    queryFn: ({ signal }) => api.get('/data_editor/tables', TableNames, { signal }),
  });
}

/** GET /api/data_editor/backup_tables: what Export All / Import All cover. */
export function useBackupTables() {
  return useQuery({
    queryKey: importExportKeys.backupTables,
    queryFn: ({ signal }) => api.get('/data_editor/backup_tables', TableNames, { signal }),
  });
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** GET /api/export/{table}: the CSV, named after the table. */
export async function exportTable(table: string): Promise<DownloadedFile> {
  const { blob } = await api.getBlob(`/export/${encodeURIComponent(table)}`);
  return { blob, filename: `${table}.csv` };
}

/** GET /api/export_all: the ZIP backup, named as the server suggests. */
export async function exportAll(): Promise<DownloadedFile> {
  const { blob, filename } = await api.getBlob('/export_all');
  return { blob, filename: filename ?? 'tradehall-backup.zip' };
}

export function importTable(table: string, file: File, onProgress: (p: UploadProgress) => void) {
  return uploadWithProgress(`/import/${encodeURIComponent(table)}`, file, ImportResult, onProgress);
}

export function importAll(file: File, onProgress: (p: UploadProgress) => void) {
  return uploadWithProgress('/import_all', file, ImportAllResult, onProgress);
}
