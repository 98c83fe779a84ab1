import { DATA_TABLES, ImportAllResult, ImportResult } from '@tradehall/contracts';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { type UploadProgress, uploadWithProgress } from '../../lib/upload-with-progress';
import { useRefreshTables } from './data-tables-queries';

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

type OnProgress = (progress: UploadProgress) => void;

/** POST /api/import/{table} with upload progress; afterwards whatever reads that table is invalidated. */
export function useImportTable() {
  const refresh = useRefreshTables();
  return useCallback(
    async (table: string, file: File, onProgress: OnProgress) => {
      const result = await uploadWithProgress(
        `/import/${encodeURIComponent(table)}`,
        file,
        ImportResult,
        onProgress,
        { idempotent: true },
      );
      await refresh([table]);
      return result;
    },
    [refresh],
  );
}

/** POST /api/import_all: replaces every backup table; afterwards whatever reads any of them is invalidated. */
export function useImportAll() {
  const refresh = useRefreshTables();
  return useCallback(
    async (file: File, onProgress: OnProgress) => {
      const result = await uploadWithProgress('/import_all', file, ImportAllResult, onProgress, {
        idempotent: true,
      });
      await refresh(DATA_TABLES);
      return result;
    },
    [refresh],
  );
}
