import type { FilterTradesRequest } from '@tradehall/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApplyStrategy } from '../../entities/trades';
import { selectionProblem } from './filter-rules';
import { type FilterSelection, INITIAL_SELECTION, readFilterUrl, writeFilterUrl } from './filter-url';

export type { FilterSelection } from './filter-url';

/**
 * The Filter Trades screen's state for one server: the selections, the check and the run. A run lives in the
 * address (filter-url.ts): Apply Strategy writes it there, and an address with criteria (a link, a reload,
 * Back) shows them and runs the strategy.
 */
export function useFilterScreen(serverId: number | null) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const submitted = useMemo(() => readFilterUrl(new URLSearchParams(address)), [address]);
  const [selection, setSelection] = useState<FilterSelection>(submitted ?? INITIAL_SELECTION);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const apply = useApplyStrategy();
  const { mutate, reset } = apply;

  // The selections follow the address whenever it changes (Back, a link).
  const [lastAddress, setLastAddress] = useState(address);
  if (address !== lastAddress) {
    setLastAddress(address);
    if (submitted) setSelection(submitted);
  }

  useEffect(() => {
    // `attempt` runs the same address again.
    void attempt;
    if (!submitted) return;
    const found = selectionProblem(serverId, submitted.curses, submitted.towns);
    setProblem(found);
    if (found !== null || serverId === null) {
      reset();
      return;
    }
    const request: FilterTradesRequest = {
      curse_keep: submitted.curses,
      selected_towns: submitted.towns,
      enchantment_ignore: submitted.ignored,
      count_gear: submitted.countGear,
      server_id: serverId,
    };
    mutate(request);
  }, [submitted, serverId, attempt, mutate, reset]);

  function change(changes: Partial<FilterSelection>) {
    setSelection((current) => ({ ...current, ...changes }));
  }

  function submit() {
    const next = writeFilterUrl(selection);
    if (next.toString() === address) setAttempt((count) => count + 1);
    else setParams(next);
  }

  return { selection, change, submit, problem, apply };
}
