import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ColumnInfo } from '@tradehall/contracts';
import { type Info, parse } from 'csv-parse';
import type { NumberedRow, RowIssue } from '../shared/table/types';
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

const NOT_UTF8 = 'is not valid UTF-8 text (save the file as UTF-8)';
const LF = 0x0a;
const CR = 0x0d;

/** Where the text of a file stopped: at the first line holding bytes that are not UTF-8. */
interface Decoding {
  invalid: boolean;
}

/** Index just after the last line break byte of `bytes`, or -1. A line break byte is never part of a character. */
function afterLastBreak(bytes: Uint8Array): number {
  for (let i = bytes.length - 1; i >= 0; i--) if (bytes[i] === LF || bytes[i] === CR) return i + 1;
  return -1;
}

/**
 * The text of the whole lines at the start of `bytes` (which starts at a line start) that are UTF-8, up to the
 * first line that is not. Each line is decoded on its own: a line break ends every character.
 */
function validLines(bytes: Uint8Array): string {
  let text = '';
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== LF && bytes[i] !== CR) continue;
    try {
      text += new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start, i + 1));
    } catch {
      return text;
    }
    start = i + 1;
  }
  return text;
}

/**
 * A file's text, decoded as it streams by a strict UTF-8 decoder (not by looking for U+FFFD, which is a
 * character like any other). On bytes that are not UTF-8 it gives the text up to the start of the line that
 * holds them, and sets `decoding.invalid`: the parser then ends just before that line, so its row is the next.
 */
async function* utf8Text(path: string, decoding: Decoding): AsyncGenerator<string> {
  // The BOM is left to the CSV parser (bom: true), so that a U+FEFF anywhere else is kept.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /** Bytes and text after the last line break given out: the line being read. */
  let lineBytes: Uint8Array[] = [];
  let lineText = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      decoding.invalid = true;
      yield validLines(Buffer.concat([...lineBytes, chunk]));
      return;
    }
    const cut = afterLastBreak(chunk);
    if (cut === -1) {
      lineBytes.push(chunk);
      lineText += text;
      continue;
    }
    // The line breaks of the chunk are its text's: no character that the decoder still holds comes before them.
    const textCut = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1;
    yield lineText + text.slice(0, textCut);
    lineText = text.slice(textCut);
    lineBytes = [chunk.subarray(cut)];
  }
  try {
    yield lineText + decoder.decode();
  } catch {
    // The file ends inside a character: the last line is the one.
    decoding.invalid = true;
  }
}

/** A csv-parse error without its physical line number ('at line 9'), which is not the spreadsheet's row. */
function describeCsvError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+at line \d+/, '').replace(/:\s*$/, '');
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
  const missing = columns.filter(
    (c) => c.kind !== 'key' && c.kind !== 'system' && !c.optional && !position.has(c.name),
  );
  for (const column of missing)
    issues.push({ row: 1, column: column.name, reason: 'is missing from the header' });
  return { issues, position };
}

/**
 * Reads a CSV file in batches of rows (by column name), streaming: UTF-8 with or without BOM, ',' or ';'
 * (detected from the header), quoted fields with delimiters, quotes and newlines. Rows are numbered like a
 * spreadsheet (the header is row 1, a quoted cell with line breaks is one row): csv-parse's record count, not
 * its line count. Blank rows are skipped. Neutralised formula cells are read back. Bytes that are not UTF-8
 * stop the reading at their row.
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
  const decoding: Decoding = { invalid: false };
  const source = Readable.from(utf8Text(path, decoding));
  const parser = source.pipe(
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false, info: true }),
  );
  source.on('error', (error) => parser.destroy(error));

  let rowNumber = 0;
  let position: Map<string, number> | null = null;
  let headerLength = 0;
  let batch: CsvBatch = { rows: [], issues: [] };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      rowNumber = info.records;
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
    // Records parsed before the error may not have reached the loop: the parser's own count says the row.
    const { records, code } = error as { records?: unknown; code?: unknown };
    if (typeof records === 'number') rowNumber = records;
    // Text cut short at bad bytes may end inside a quoted cell: then the bad bytes are the problem.
    if (!(decoding.invalid && code === 'CSV_QUOTE_NOT_CLOSED')) {
      decoding.invalid = false;
      batch.issues.push({
        row: rowNumber + 1,
        column: null,
        reason: `cannot be read as CSV (${describeCsvError(error)})`,
      });
    }
  } finally {
    // Stopped early (a bad header, a caller that stopped reading): close the file too.
    source.destroy();
  }
  if (decoding.invalid) batch.issues.push({ row: rowNumber + 1, column: null, reason: NOT_UTF8 });
  if (!position && batch.issues.length === 0) {
    batch.issues.push({ row: null, column: null, reason: 'The file is empty: it needs a header row.' });
  }
  if (batch.rows.length > 0 || batch.issues.length > 0) yield batch;
}
