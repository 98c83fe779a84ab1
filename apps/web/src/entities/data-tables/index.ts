export {
  useAddRow,
  useBackupTableNames,
  useDeleteRow,
  useRefreshTables,
  useSaveRow,
  useTableNames,
  useTablePage,
} from './data-tables-queries';
export { dataTableKeys } from './keys';
export { keysOfTable } from './table-keys';
export { type DownloadedFile, exportAll, exportTable, useImportAll, useImportTable } from './transfers';
