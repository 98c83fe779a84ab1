/** The data editor's tables: the allow-lists, and each table's pages of flat rows. */
export const dataTableKeys = {
  all: ['data-tables'] as const,
  names: ['data-tables', 'names'] as const,
  backupNames: ['data-tables', 'backup-names'] as const,
  rows: (table: string) => ['data-tables', 'rows', table] as const,
  page: (table: string, offset: number, limit: number) =>
    ['data-tables', 'rows', table, offset, limit] as const,
};
