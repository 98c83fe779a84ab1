/**
 * Whether a checked row holds the same values as the stored row: every field of `checked` equals the stored
 * field (fields only the database keeps, such as timestamps, are not compared). Numbers and their text compare
 * equal (PostgreSQL answers some integers as text), as do null and undefined; lists compare in order.
 */
export function sameRowValues(checked: object, stored: object | undefined): boolean {
  if (stored === undefined) return false;
  const values = stored as Record<string, unknown>;
  return Object.entries(checked).every(([field, value]) => sameValue(value, values[field]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null) return b === undefined || b === null;
  if (b === undefined || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
    );
  }
  if (typeof a === 'object' || typeof b === 'object') {
    if (typeof a !== 'object' || typeof b !== 'object') return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    return [...keys].every((key) => sameValue(x[key], y[key]));
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) === Number(b);
  return String(a) === String(b);
}
