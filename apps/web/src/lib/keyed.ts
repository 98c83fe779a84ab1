/**
 * Items with React keys made from their content: the first of equal items gets `content`, later ones
 * `content#2`, `content#3`… so lists whose items have no id (a villager's offers) keep stable keys.
 */
export function keyedByContent<T>(
  items: readonly T[],
  contentOf: (item: T) => string,
): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const content = contentOf(item);
    const count = (seen.get(content) ?? 0) + 1;
    seen.set(content, count);
    return { key: count === 1 ? content : `${content}#${count}`, item };
  });
}
