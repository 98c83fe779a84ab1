import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { ColumnInfo } from '@tradehall/contracts';
import { parse } from 'csv-parse';
import type { NumberedRow, RowIssue } from '../data-editor/tables/types';
import { detectDelimiter, unneutralise } from './csv-format';

export const ROWS_PER_BATCH = 1000;

export interface CsvBatch {
  rows: NumberedRow[];
  /** Problems of the file itself (header) and of rows that cannot be read (cell count, encoding). */
  issues: RowIssue[];
}

async function fileStart(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The header's problems and each known column's position. */
function readHeader(header: string[], columns: readonly ColumnInfo[]) {
  const issues: RowIssue[] = [];
  const position = new Map<string, number>();
  const known = new Map(columns.map((c) => [c.name.toLowerCase(), c.name]));
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    const column = known.get(name);
    if (!column) {
      issues.push({
        row: 1,
        column: cell.trim() || `column ${index + 1}`,
        reason: 'is not a column of this table',
      });
    } else if (position.has(column)) {
      issues.push({ row: 1, column, reason: 'appears twice in the header' });
    } else {
      position.set(column, index);
    }
  });
  const missing = columns.filter((c) => c.kind !== 'key' && c.kind !== 'system' && !position.has(c.name));
  for (const column of missing)
    issues.push({ row: 1, column: column.name, reason: 'is missing from the header' });
  return { issues, position };
}

/**
 * Reads a CSV file in batches of rows (by column name), streaming: UTF-8 with or without BOM, ',' or ';'
 * (detected from the header), quoted fields with delimiters, quotes and newlines. Rows are numbered like a
 * spreadsheet (the header is row 1); blank rows are skipped. Neutralised formula cells are read back.
 */
export async function* readCsv(path: string, columns: readonly ColumnInfo[]): AsyncGenerator<CsvBatch> {
  const start = await fileStart(path);
  if (start.length === 0) {
    yield {
      rows: [],
      issues: [{ row: null, column: null, reason: 'The file is empty: it needs a header row.' }],
    };
    return;
  }
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff)) {
    yield {
      rows: [],
      issues: [{ row: null, column: null, reason: 'The file is UTF-16: save it as UTF-8 CSV.' }],
    };
    return;
  }
  const delimiter = detectDelimiter(start.toString('utf8'));
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }),
  );

  let rowNumber = 0;
  let position: Map<string, number> | null = null;
  let headerLength = 0;
  let batch: CsvBatch = { rows: [], issues: [] };
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber++;
      if (!position) {
        const header = readHeader(record, columns);
        position = header.position;
        headerLength = record.length;
        if (header.issues.length > 0) {
          yield { rows: [], issues: header.issues };
          return;
        }
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (record.length !== headerLength) {
        batch.issues.push({
          row: rowNumber,
          column: null,
          reason: `has ${record.length} cells but the header has ${headerLength}`,
        });
      } else if (record.some((cell) => cell.includes('\uFFFD'))) {
        batch.issues.push({
          row: rowNumber,
          column: null,
          reason: 'is not valid UTF-8 text (save the file as UTF-8)',
        });
      } else {
        const raw: Record<string, string> = {};
        for (const [name, index] of position) raw[name] = unneutralise(record[index] ?? '');
        batch.rows.push({ row: rowNumber, raw });
      }
      if (batch.rows.length >= ROWS_PER_BATCH) {
        yield batch;
        batch = { rows: [], issues: [] };
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    batch.issues.push({ row: rowNumber + 1, column: null, reason: `cannot be read as CSV (${message})` });
  }
  if (!position && batch.issues.length === 0) {
    batch.issues.push({ row: null, column: null, reason: 'The file is empty: it needs a header row.' });
  }
  if (batch.rows.length > 0 || batch.issues.length > 0) yield batch;
}
