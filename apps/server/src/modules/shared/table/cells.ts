import { type ColumnInfo, type ColumnKind, isTextProblem, MAX_ID, textProblem } from '@tradehall/contracts';
import type { z } from 'zod';
import type { Issue, RawRow, SystemValues } from './types';

/** The separator of list cells (tags, members, trade enchantments). */
export const LIST_SEPARATOR = '; ';

const INTEGER = /^[+-]?\d+$/;
const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A column definition: name, kind, whether it is required, and what it holds. */
export function column(name: string, kind: ColumnKind, hint: string, required = false): ColumnInfo {
  return { name, kind, required, hint };
}

export const SYSTEM_COLUMNS = {
  row_version: column('row_version', 'system', 'Changes on every save (kept by the server).'),
  created_at: column('created_at', 'system', 'When the row was created (kept by the server).'),
  updated_at: column('updated_at', 'system', 'When the row last changed (kept by the server).'),
} as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

type Converted = { value: unknown } | { reason: string };

/**
 * A cell is CSV text or a JSON value of the data editor. JSON values are taken strictly: a whole number is a JSON
 * number or its decimal text, a boolean a JSON boolean or a yes/no word, text is a JSON string; `true` for a
 * number, `[]` or an object for anything answer the column's problem instead of being turned into something.
 */
function convert(kind: ColumnKind, value: unknown): Converted {
  if (isBlank(value)) return { value: undefined };
  switch (kind) {
    case 'key':
    case 'integer': {
      if (typeof value === 'number') {
        return Number.isSafeInteger(value) ? { value } : { reason: 'must be a whole number' };
      }
      if (typeof value !== 'string') return { reason: 'must be a whole number' };
      const text = value.trim();
      if (!INTEGER.test(text) || !Number.isSafeInteger(Number(text))) {
        return { reason: 'must be a whole number' };
      }
      return { value: Number(text) };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { value };
      if (typeof value !== 'string') return { reason: 'must be true or false' };
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { reason: 'must be true or false' };
    }
    case 'list':
      if (typeof value !== 'string') return { reason: "must be text, items separated by '; '" };
      return {
        value: value
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean),
      };
    default:
      return typeof value === 'string' ? { value } : { reason: 'must be text' };
  }
}

/**
 * Reads a raw row by its table's columns: integers, booleans and lists become JS values, blanks become
 * undefined, unknown columns are ignored (the CSV header check reports them). Problems name their column.
 * Whether a value is required is the table's schema's call (its message may be the screen's own).
 */
export function readCells(
  raw: RawRow,
  columns: readonly ColumnInfo[],
): { values: Record<string, unknown>; issues: Issue[] } {
  const values: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const col of columns) {
    const converted = convert(
      col.kind === 'system' && col.name === 'row_version' ? 'integer' : col.kind,
      raw[col.name],
    );
    if ('reason' in converted) issues.push({ column: col.name, reason: converted.reason });
    else values[col.name] = converted.value;
  }
  return { values, issues };
}

/** What every path answers for an id outside 1..2,147,483,647 (the routes' words, contracts' idText). */
export const ID_RANGE = `must be a whole number from 1 to ${MAX_ID}`;

/** True for an id a row may have: ids are 32-bit on PostgreSQL, and every route refuses a larger one. */
export const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;

/** The row's key: a whole number from 1 to 2,147,483,647, or null for a new row. */
export function readKey(values: Record<string, unknown>, key: string): { key: number | null } | Issue {
  const value = values[key];
  if (value === undefined) return { key: null };
  if (!isRowId(value)) return { column: key, reason: ID_RANGE };
  return { key: value };
}

/** row_version, created_at and updated_at as given (Import All restores them). */
export function readSystem(values: Record<string, unknown>): { system: SystemValues; issues: Issue[] } {
  const system: SystemValues = {};
  const issues: Issue[] = [];
  const version = values.row_version;
  if (version !== undefined) {
    if (typeof version === 'number' && version >= 1) system.row_version = version;
    else issues.push({ column: 'row_version', reason: 'must be a positive whole number' });
  }
  for (const name of ['created_at', 'updated_at'] as const) {
    const value = values[name];
    if (value === undefined) continue;
    if (typeof value === 'string' && ISO_TIMESTAMP.test(value.trim())) system[name] = value.trim();
    else
      issues.push({
        column: name,
        reason: 'must be an ISO-8601 UTC timestamp like 2024-01-31T12:00:00.000Z',
      });
  }
  return { system, issues };
}

/**
 * Runs a contract schema over the converted values; each problem names its column (`rename` maps the schema's
 * field names back to the table's column names, e.g. howToObtain → how_to_obtain). Every text value also
 * passes the text rule (contracts' textProblem), even in a field the schema leaves unchecked; which fields may
 * hold line breaks and tabs is the schema's call. `messages`: the owning module's answer for a column that fails
 * (the same words its route gives through `rejectInvalidRequest`), e.g. `{ name: TOWN_NAME_INVALID }`.
 */
export function parseWith<T>(
  schema: z.ZodType<T>,
  input: Record<string, unknown>,
  rename: Readonly<Record<string, string>> = {},
  messages: Readonly<Record<string, string>> = {},
): { value: T } | { issues: Issue[] } {
  const parsed = schema.safeParse(input);
  const issues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = issue.path.length > 0 ? String(issue.path[0]) : null;
        const columnName = field === null ? null : (rename[field] ?? field);
        const own = columnName === null || isTextProblem(issue.message) ? undefined : messages[columnName];
        if (own) return { column: columnName, reason: own };
        const rest = issue.path.slice(1).join('.');
        return { column: columnName, reason: describeIssue(issue.message, rest) };
      });
  const named = new Set(issues.map((issue) => issue.column));
  for (const [field, value] of Object.entries(input)) {
    const columnName = rename[field] ?? field;
    if (named.has(columnName)) continue;
    const reason = textsOf(value)
      .map((text) => textProblem(text, { multiline: true }))
      .find((problem) => problem !== null);
    if (reason) issues.push({ column: columnName, reason });
  }
  if (parsed.success && issues.length === 0) return { value: parsed.data };
  return { issues };
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];

function describeIssue(message: string, subPath: string): string {
  const text = /received undefined/.test(message) ? 'is required' : message;
  return subPath ? `${subPath}: ${text}` : text;
}

/** Joins list values the way list cells are written. */
export function joinList(values: readonly string[]): string {
  return values.join(LIST_SEPARATOR);
}
