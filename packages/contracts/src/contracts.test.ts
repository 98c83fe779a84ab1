import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { ROLES } from './roles';

/**
 * The contract as a whole, pinned: every exported schema against an example built from its shape and against
 * bad values for each field (the 400 messages the API answers), every constant, and the role table. A change of
 * any of these is a change of the API: the snapshot shows it for review (`vitest -u` once it is meant).
 */

type Schema = z.ZodType;
const exported: Record<string, unknown> = { ...contracts };
const schemas = Object.entries(exported)
  .filter((entry): entry is [string, Schema] => entry[1] instanceof z.ZodType)
  .sort(([a], [b]) => (a < b ? -1 : 1));

/** A value of the schema's shape: objects with every key, one element per array, the first enum option. */
function example(schema: Schema, depth = 0): unknown {
  if (depth > 6) return undefined;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, Schema> = schema.shape;
    return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, example(field, depth + 1)]));
  }
  if (schema instanceof z.ZodArray) return [example(schema.element as Schema, depth + 1)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return example(schema.unwrap() as Schema, depth + 1);
  }
  if (schema instanceof z.ZodPipe) return example(schema.in as Schema, depth + 1);
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodUnion) return example(schema.options[0] as Schema, depth + 1);
  if (schema instanceof z.ZodRecord) return { key: example(schema.valueType as Schema, depth + 1) };
  if (schema instanceof z.ZodLazy) return example(schema.unwrap() as Schema, depth + 1);
  if (schema instanceof z.ZodString) return 'x';
  if (schema instanceof z.ZodNumber) return 1;
  if (schema instanceof z.ZodBoolean) return true;
  if (schema instanceof z.ZodNull) return null;
  return undefined;
}

/** What parsing answers, in short: the value, or each issue's path and message. */
function outcome(schema: Schema, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return { ok: result.data };
  return {
    issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}

/** Values a request might carry in one field. */
const PROBES: readonly unknown[] = [
  undefined,
  null,
  '',
  '  ',
  'a;b',
  'x'.repeat(5000),
  'Mixed Case',
  'minecraft:mending',
  -1,
  0,
  1.5,
  20,
  21,
  2_147_483_648,
  '7',
  '07',
  true,
  [],
  ['x'],
  {},
];

describe('the API contract', () => {
  it('parses an example of every schema as it did (the names that refuse it are listed)', () => {
    const answers = Object.fromEntries(
      schemas.map(([name, schema]) => [name, outcome(schema, example(schema))]),
    );
    expect(answers).toMatchSnapshot();
  });

  it('answers each field of every object schema the same for each probe value', () => {
    const answers: Record<string, unknown> = {};
    for (const [name, schema] of schemas) {
      if (!(schema instanceof z.ZodObject)) continue;
      const base = example(schema) as Record<string, unknown>;
      for (const key of Object.keys(schema.shape)) {
        answers[`${name}.${key}`] = PROBES.map((probe) => {
          const result = schema.safeParse({ ...base, [key]: probe });
          if (!result.success) {
            // This field's issues only (the example may break other fields' rules).
            const own = result.error.issues.filter((i) => i.path[0] === key || i.path.length === 0);
            return own.map((i) => `${i.path.slice(1).join('.')}${i.message}`).join('; ') || 'other fields';
          }
          // The field as parsed (long strings by their length): what transforms, defaults and coercions made.
          const value: unknown = (result.data as Record<string, unknown>)[key];
          return typeof value === 'string' && value.length > 40
            ? `ok ${value.length} chars`
            : `ok ${JSON.stringify(value)}`;
        }).join(' | ');
      }
    }
    expect(answers).toMatchSnapshot();
  });

  it('keeps its constants', () => {
    const constants = Object.fromEntries(
      Object.entries(exported).filter(
        ([, value]) => !(value instanceof z.ZodType) && typeof value !== 'function',
      ),
    );
    expect(constants).toMatchSnapshot();
  });

  it('keeps the role table and the navigation of each role', () => {
    const permissions = Object.keys(contracts.PERMISSIONS) as contracts.Permission[];
    const access: contracts.RouteAccess[] = ['public', 'authenticated', ...permissions];
    const table = Object.fromEntries(
      [...ROLES, null, undefined].map((role) => [
        String(role),
        {
          isRole: contracts.isRole(role),
          allows: access.filter((a) => contracts.allows(a, role)),
          nav: contracts.navFor(role).map((entry) => entry.label),
        },
      ]),
    );
    expect(table).toMatchSnapshot();
    expect(contracts.isRole('Admin')).toBe(false);
    expect(contracts.isRole(1)).toBe(false);
    expect(contracts.can('admin', 'users.manage')).toBe(true);
    expect(contracts.can('editor', 'users.manage')).toBe(false);
  });

  it('names data tables, imports and items no longer valid', () => {
    expect(contracts.DATA_TABLES.filter((table) => contracts.isDataTable(table))).toEqual(
      contracts.DATA_TABLES,
    );
    expect([contracts.isDataTable('nope'), contracts.isDataTable(1)]).toEqual([false, false]);
    expect(contracts.importedStatus('trades')).toBe('Imported into trades.');
    expect(contracts.optimizerItemNoLongerValid('Boots')).toMatchSnapshot();
  });

  it('splits lists on commas, trimmed, without blanks or repeats', () => {
    expect(contracts.splitList(' Mending, Unbreaking,,Mending , ')).toEqual(['Mending', 'Unbreaking']);
    expect(contracts.splitList('')).toEqual([]);
  });
});
