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

const codePoint = (unit: number) => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Why one UTF-16 unit (not a surrogate) is refused, or null. */
function unitProblem(unit: number, multiline: boolean): string | null {
  if (unit === LINE_FEED || unit === CARRIAGE_RETURN)
    return multiline ? null : 'must not contain line breaks';
  if (unit === TAB) return multiline ? null : 'must not contain tabs';
  if (unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f)) {
    return `must not contain control characters (${codePoint(unit)})`;
  }
  if ((unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069)) {
    return `must not contain bidi override characters (${codePoint(unit)})`;
  }
  return null;
}

/** Where `text` holds a surrogate that is not half of a pair, or -1. */
function loneSurrogateAt(text: string): number {
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    // A high surrogate followed by a low one is a character outside the BMP (emoji, rare CJK): fine.
    if (isHigh(unit) && at + 1 < text.length && isLow(text.charCodeAt(at + 1))) at++;
    else if (isHigh(unit) || isLow(unit)) return at;
  }
  return -1;
}

/**
 * Why `text` may not be stored, as a phrase to follow the field's name ('must not contain line breaks'), or null
 * when it may. Names the first offending character.
 */
export function textProblem(text: string, options: TextOptions = {}): string | null {
  const lone = loneSurrogateAt(text);
  const end = lone === -1 ? text.length : lone;
  for (let at = 0; at < end; at++) {
    const problem = unitProblem(text.charCodeAt(at), options.multiline ?? false);
    if (problem) return problem;
  }
  return lone === -1 ? null : 'must not contain lone surrogates';
}

/**
 * Text that comes from outside any form (the names in a world save) made to pass the text rule: every character
 * the rule refuses (control and bidi override characters, lone surrogates) becomes U+FFFD, so it shows that
 * something was there; then it is trimmed and cut to `max` characters (never between the halves of a pair).
 */
export function cleanText(text: string, max: number): string {
  let out = '';
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    if (isHigh(unit) && at + 1 < text.length && isLow(text.charCodeAt(at + 1))) {
      out += text.slice(at, at + 2);
      at++;
    } else if (isHigh(unit) || isLow(unit) || unitProblem(unit, false)) out += '\uFFFD';
    else out += text[at];
  }
  out = out.trim();
  if (out.length <= max) return out;
  const cut = isHigh(out.charCodeAt(max - 1)) ? max - 1 : max;
  return out.slice(0, cut);
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
  return loneSurrogateAt(password) === -1 ? null : 'must not contain lone surrogates';
}
