import { z } from 'zod';

/** The largest id a row can have: ids are 32-bit `integer` columns on PostgreSQL (a larger one would be a 500). */
export const MAX_ID = 2_147_483_647;

/** Plain decimal digits: no sign, spaces, leading zeros, fraction, exponent or hex. */
const DECIMAL = /^(?:0|[1-9][0-9]*)$/;

const wholeNumberMessage = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;

/** The type error: the default one ('… received undefined', answered as 'is required') for a missing value. */
const unlessMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message),
});

/**
 * A whole number from `min` to `max` written in a path or a query string. Only plain decimal digits count:
 * `0x10`, `1e3`, ` 7`, `7.0`, `+7`, `07` (and a parameter given twice) answer 400 naming the parameter, e.g.
 * 'id must be a whole number from 1 to 2147483647.' (z.coerce.number() took `0x10` as 16).
 */
export const wholeNumberText = (min: number, max: number) => {
  const message = wholeNumberMessage(min, max);
  return z
    .string(unlessMissing(message))
    .regex(DECIMAL, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
};

/** An id in a path or a query string (`/api/towns/{id}`, `?server_id=`). */
export const idText = () => wholeNumberText(1, MAX_ID);

/**
 * An id in a JSON body: a JSON number (a string, `true` or `[5]` is refused; z.coerce.number() took them).
 * `message` replaces the default error, e.g. 'is required' where the web sends 0 for "nothing chosen".
 */
export const idNumber = (message = wholeNumberMessage(1, MAX_ID)) =>
  z.number(unlessMissing(message)).int(message).min(1, message).max(MAX_ID, message);

/**
 * A number as a form field holds it, for the form's own check before it sends JSON: decimal text becomes its
 * number ('' is 0, the empty amount input), other text NaN (which the schema refuses). The API takes JSON numbers
 * only; this is the web form's step from typed text to that number.
 */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
