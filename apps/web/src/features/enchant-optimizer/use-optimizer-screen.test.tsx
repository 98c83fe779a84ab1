import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { OptimizerEnchantment, OptimizerPlan } from '@tradehall/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { PLACEHOLDER_SERVER } from '../../entities/session/servers';
import { type Session, SessionContext } from '../../entities/session/session-context';
import { useOptimizerScreen } from './use-optimizer-screen';

const SESSION: Session = {
  status: 'ready',
  username: 'alex',
  role: 'user',
  servers: [],
  currentServer: PLACEHOLDER_SERVER,
  serverId: null,
  setCurrentServer: () => {},
  signIn: () => {},
  renewToken: () => {},
  logout: () => {},
  retry: () => {},
};

const LOOTING: OptimizerEnchantment = {
  id: 2,
  name: 'Looting',
  mcid: 'minecraft:looting',
  rarity: 'Rare',
  maxlevel: 3,
  applicable: 'SWORD',
  incompatibilities: '',
  curse: false,
  description: '',
};

/** A one-step plan whose total tells the answers apart. */
const planOf = (levels: number): OptimizerPlan => ({
  item: 'Sword',
  strategy: 'grouped',
  objective: 'levels',
  too_expensive_cap: true,
  rules: { level_cap: 40, prior_work: 'vanilla', modpack: null },
  order_matters: true,
  proven_optimal: true,
  feasible_under_cap: true,
  steps: [],
  too_expensive_steps: [],
  totals: { levels, xp: 0, xp_if_saved_up: 0, steps: 1, max_step_levels: levels },
  final_prior_work: 1,
  enchantments: ['Looting III'],
  tree: { kind: 'item', label: 'Sword', prior_work: 0 },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={SESSION}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
}

describe('useOptimizerScreen: Plan with these books', () => {
  it('re-plans with the book in from_merge, keeping the shown plan until the new one arrives', async () => {
    let release: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      release = resolve;
    });
    let plans = 0;
    const sent = fakeApi({
      'GET /api/optimizer/menu_items': [{ item_id: 1, keyword: 'Sword', types: 'SWORD' }],
      'GET /api/optimizer/applicable_enchantments': [LOOTING],
      'GET /api/modpacks': [],
      'POST /api/optimizer/plan': async () => {
        plans += 1;
        if (plans === 1) return { plan: planOf(6) };
        await second;
        return { plan: planOf(13) };
      },
    });
    const { result } = renderHook(() => useOptimizerScreen(), { wrapper });
    await waitFor(() => expect(result.current.menu.data).toBeDefined());
    act(() => result.current.pickItem('Sword'));
    act(() => result.current.toggle(LOOTING));
    act(() => result.current.run());
    await waitFor(() => expect(result.current.answer?.plan?.totals.levels).toBe(6));
    expect(result.current.mergedBooks).toEqual([]);

    act(() => result.current.planWithMerged('Looting III'));
    await waitFor(() => expect(result.current.compute.isPending).toBe(true));
    expect(result.current.answer?.plan?.totals.levels).toBe(6);
    expect(result.current.mergedBooks).toEqual(['Looting III']);
    release();
    await waitFor(() => expect(result.current.answer?.plan?.totals.levels).toBe(13));

    const bodies = sent
      .filter((request) => request.path === '/api/optimizer/plan')
      .map((request) => request.body);
    expect(bodies).toEqual([
      expect.objectContaining({ item_keyword: 'Sword', enchantments: ['Looting III'], from_merge: [] }),
      expect.objectContaining({
        item_keyword: 'Sword',
        enchantments: ['Looting III'],
        from_merge: ['Looting III'],
      }),
    ]);

    act(() => result.current.run());
    await waitFor(() => expect(plans).toBe(3));
    expect(sent.at(-1)?.body).toEqual(expect.objectContaining({ from_merge: [] }));
    expect(result.current.mergedBooks).toEqual([]);
  });
});
