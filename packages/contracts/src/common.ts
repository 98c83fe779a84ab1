import { z } from 'zod';
import { idText } from './ids';
import { safeText, type TextOptions, withTextRules } from './text';

/** Every error answer of the API. */
export const ErrorResponse = z.object({
  error: z.string(),
  /** On a 409 for a save from a stale copy: the row as it is stored now. */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const IdParam = z.object({ id: idText() });

/**
 * Text a user types: trimmed, bounded, and free of control characters (line breaks and tabs only with
 * `{ multiline: true }`), lone surrogates and bidi overrides (the rule: text.ts). requiredText is non-empty.
 */
export const requiredText = (max = 200, options: TextOptions = {}) =>
  withTextRules(
    z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`),
    options,
  );
export const optionalText = (max = 200, options: TextOptions = {}) => safeText(max, options);

/** A server id in a query string: a positive whole number (the web placeholder 'default' is never a server). */
export const ServerIdQuery = idText();
