import { DEFAULT_KEPT_CURSE, type FilterTradesRequest } from '@tradehall/contracts';
import { useState } from 'react';
import { useApplyStrategy } from '../../entities/trades';
import { selectionProblem } from './filter-rules';

export interface FilterSelection {
  curses: string[];
  towns: string[];
  ignored: string[];
}

const INITIAL: FilterSelection = { curses: [DEFAULT_KEPT_CURSE], towns: [], ignored: [] };

/** The Filter Trades screen's state for one server: the three selections, the check and the run. */
export function useFilterScreen(serverId: number | null) {
  const [selection, setSelection] = useState<FilterSelection>(INITIAL);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useApplyStrategy();

  function change(changes: Partial<FilterSelection>) {
    setSelection((current) => ({ ...current, ...changes }));
  }

  function submit() {
    const found = selectionProblem(serverId, selection.curses, selection.towns);
    setProblem(found);
    if (found !== null || serverId === null) {
      apply.reset();
      return;
    }
    const request: FilterTradesRequest = {
      curse_keep: selection.curses,
      selected_towns: selection.towns,
      enchantment_ignore: selection.ignored,
      server_id: serverId,
    };
    apply.mutate(request);
  }

  return { selection, change, submit, problem, apply };
}
