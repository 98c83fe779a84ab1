import { z } from 'zod';

/**
 * What text may hold, wherever it enters (API bodies, the data editor, CSV and ZIP imports, the world scan): the
 * one place the rule lives. Refused: control characters (C0, DEL and C1; tab, line feed and carriage return only
 * in multi-line fields), lone surrogates (half of a UTF-16 pair: not a character, and not encodable as UTF-8),
 * and the bidi embedding, override and isolate controls U+202A–U+202E and U+2066–U+2069, which make a name
 * display as something else ('invoice' U+202E 'fdp.exe' shows as 'invoiceexe.pdf'). Everything else is kept
 * exactly as typed: accents, combining marks, CJK, emoji with their zero-width joiners and variation selectors,
 * right-to-left letters and the left-to-right / right-to-left marks, U+FFFD itself.
 */
export interface TextOptions {
  /** Line breaks (LF, CR) and tabs are allowed: descriptions, notes, how to obtain. */
  multiline?: boolean;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/g;
const MULTI_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoint = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Why `text` may not be stored, as a phrase to follow the field's name ('must not contain line breaks'), or null
 * when it may. Names the first offending character.
 */
export function textProblem(text: string, options: TextOptions = {}): string | null {
  const pattern = options.multiline ? MULTI_LINE : ONE_LINE;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const char = match[0];
    const unit = char.charCodeAt(0);
    const at = match.index;
    if (isHigh(unit)) {
      // A high surrogate followed by a low one is a character outside the BMP (emoji, rare CJK): fine.
      if (at + 1 < text.length && isLow(text.charCodeAt(at + 1))) {
        pattern.lastIndex = at + 2;
        continue;
      }
      return 'must not contain lone surrogates';
    }
    if (isLow(unit)) return 'must not contain lone surrogates';
    if (char === '\n' || char === '\r') return 'must not contain line breaks';
    if (char === '\t') return 'must not contain tabs';
    if (unit >= 0x202a) return `must not contain bidi override characters (${codePoint(char)})`;
    return `must not contain control characters (${codePoint(char)})`;
  }
  return null;
}

/** Whether a validation message is the text rule's (every one starts so), e.g. to prefer it to a screen's wording. */
export const isTextProblem = (message: string | undefined): boolean =>
  message?.startsWith('must not contain ') ?? false;

/** The text rule added to any string schema (its other rules, e.g. trim, min and max, run first). */
export function withTextRules<T extends z.ZodType<string, string>>(schema: T, options: TextOptions = {}): T {
  return schema.refine((text) => textProblem(text, options) === null, {
    error: (issue) => textProblem(String(issue.input), options) ?? 'is not allowed',
  }) as T;
}

/** Text a user types, trimmed, at most `max` characters, that passes the text rule. */
export const safeText = (max: number, options: TextOptions = {}) =>
  withTextRules(z.string().trim().max(max, `must be at most ${max} characters`), options);

/**
 * A new password: anything a keyboard can type is kept (spaces, tabs, any script, emoji, even bidi controls:
 * a password is never shown). Only NUL (cut short by C libraries) and lone surrogates (not encodable as UTF-8,
 * so two different passwords would hash the same) are refused. Passwords that are only checked (sign-in, the
 * old password of a change) are not limited, so a password set before this rule still works.
 */
export function passwordProblem(password: string): string | null {
  if (password.includes('\u0000')) return 'must not contain NUL characters';
  return LONE_SURROGATE.test(password) ? 'must not contain lone surrogates' : null;
}
