import { Readable } from 'node:stream';
import type { CellValue, DataRow } from '@tradehall/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Db, TableDef } from '../shared/table/types';
import { neutralise, UTF8_BOM } from './csv-format';

const ROWS_PER_PAGE = 2000;

function cell(value: CellValue | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return value;
  return neutralise(value);
}

/** CSV lines (no header) of a page of rows. */
export function csvLines(table: TableDef, rows: readonly DataRow[]): string {
  const names = table.columns.map((c) => c.name);
  return stringify(
    rows.map((row) => names.map((name) => cell(row[name]))),
    { record_delimiter: '\r\n' },
  );
}

export function csvHeader(table: TableDef): string {
  return stringify([table.columns.map((c) => c.name)], { record_delimiter: '\r\n' });
}

/**
 * A table as CSV text, page by page in key order (memory stays flat whatever the table's size): a UTF-8 BOM so
 * spreadsheets read it as UTF-8, the header, then the rows, formulas neutralised. `onRows` sees each page.
 */
export async function* tableCsv(
  db: Db,
  table: TableDef,
  onRows?: (count: number) => void,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvHeader(table);
  let afterKey = 0;
  for (;;) {
    const rows = await table.read(db, { afterKey, limit: ROWS_PER_PAGE });
    if (rows.length === 0) return;
    onRows?.(rows.length);
    yield csvLines(table, rows);
    afterKey = Number(rows[rows.length - 1]![table.key]);
    if (rows.length < ROWS_PER_PAGE) return;
  }
}

/** The CSV export of one table as a byte stream that pulls pages as the client reads. */
export function tableCsvStream(db: Db, table: TableDef): Readable {
  return Readable.from(
    (async function* () {
      for await (const text of tableCsv(db, table)) yield Buffer.from(text, 'utf8');
    })(),
  );
}
