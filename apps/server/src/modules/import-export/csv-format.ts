/**
 * Spreadsheet formula neutralising (OWASP "CSV injection"): a text cell that starts with = + - @ (or a tab or
 * carriage return) is written with a leading apostrophe, so a spreadsheet shows it as text instead of running
 * it. Cells that already start with an apostrophe get one more, so reading back (which removes one apostrophe
 * before those characters) restores every value exactly.
 */
const NEEDS_QUOTE = /^[=+\-@\t\r']/;

export function neutralise(text: string): string {
  return NEEDS_QUOTE.test(text) ? `'${text}` : text;
}

export function unneutralise(text: string): string {
  return text.length > 1 && text[0] === "'" && NEEDS_QUOTE.test(text.slice(1)) ? text.slice(1) : text;
}

export const UTF8_BOM = '\uFEFF';

/**
 * The delimiter of a CSV file: ';' when its header line holds more semicolons than commas (outside quotes),
 * else ','.
 */
export function detectDelimiter(start: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of start.startsWith(UTF8_BOM) ? start.slice(1) : start) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
