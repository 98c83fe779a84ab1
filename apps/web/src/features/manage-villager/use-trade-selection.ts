import { useCallback, useState } from 'react';

/** The trade ids ticked in the table (Sel.): kept across pages, cleared by a new search. */
export function useTradeSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const selectAll = useCallback((ids: readonly number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const remove = useCallback((ids: readonly number[]) => {
    const gone = new Set(ids);
    setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
  }, []);

  const clear = useCallback(() => setSelected(new Set()), []);

  return { selected, toggle, selectAll, remove, clear };
}
