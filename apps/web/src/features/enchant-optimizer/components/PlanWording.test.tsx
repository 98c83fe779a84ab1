import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OptimizerPlan, STORAGE_KEYS } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type SentRequest } from '../../../../test/fake-api';
import { SessionProvider } from '../../../entities/session';
import { legendTowns } from '../town-colours';
import { EnchantOptimizerPage } from './EnchantOptimizerPage';
import { PlanResult } from './PlanResult';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const SHARPNESS = {
  id: 1,
  name: 'Sharpness',
  mcid: 'minecraft:sharpness',
  rarity: 'Common',
  maxlevel: 5,
  applicable: 'SWORD',
  incompatibilities: '',
  curse: false,
  description: '',
};

function aPlan(patch: Partial<OptimizerPlan> = {}): OptimizerPlan {
  return {
    item: 'Sword',
    strategy: 'optimal',
    objective: 'levels',
    too_expensive_cap: true,
    rules: { level_cap: 40, prior_work: 'vanilla', modpack: null },
    order_matters: true,
    proven_optimal: true,
    feasible_under_cap: true,
    steps: [
      {
        step: 1,
        target: { kind: 'item', label: 'Sword', enchantments: [], prior_work: 0, from_step: null },
        sacrifice: {
          kind: 'book',
          label: 'Sharpness V',
          enchantments: ['Sharpness V'],
          prior_work: 0,
          from_step: null,
        },
        result: 'item',
        result_enchantments: ['Sharpness V'],
        levels: 5,
        xp: 55,
        prior_work_after: 1,
        too_expensive: false,
      },
    ],
    too_expensive_steps: [],
    totals: { levels: 5, xp: 55, xp_if_saved_up: 55, steps: 1, max_step_levels: 5 },
    final_prior_work: 1,
    enchantments: ['Sharpness V'],
    tree: { kind: 'item', label: 'Sword', prior_work: 0 },
    ...patch,
  };
}

const show = (plan: OptimizerPlan) =>
  render(
    <MantineProvider>
      <PlanResult plan={plan} />
    </MantineProvider>,
  );

describe('PlanResult wording', () => {
  it('names the anvil slots Left slot and Right slot', () => {
    show(aPlan());
    const headers = within(screen.getByRole('table', { name: 'Plan steps' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 6)).toEqual([
      'Step',
      'Left slot',
      'Right slot',
      'Levels',
      'XP',
      'Prior work after',
    ]);
    expect(screen.queryByText('Target')).toBeNull();
    expect(screen.queryByText('Sacrifice')).toBeNull();
  });

  it('shows Proven optimal only beside a plan that fits under the cap', () => {
    show(aPlan());
    expect(within(screen.getByTestId('plan-summary')).getByText('Proven optimal')).toBeVisible();
  });

  it('shows no Proven optimal badge beside "No order keeps every step under 40 levels"', () => {
    show(
      aPlan({
        feasible_under_cap: false,
        too_expensive_steps: [1],
        steps: aPlan().steps.map((step) => ({ ...step, levels: 41, too_expensive: true })),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('No order keeps every step under 40 levels.');
    expect(screen.queryByText('Proven optimal')).toBeNull();
    expect(within(screen.getByTestId('plan-summary')).getByText('No plan fits under the cap')).toBeVisible();
  });
});

describe('town legend', () => {
  it("lists the selected server's towns only, bases first in their order, then by name", () => {
    expect(legendTowns(['Riverside', 'bones', 'alpha', 'canz'])).toEqual([
      'canz',
      'bones',
      'alpha',
      'Riverside',
    ]);
    expect(legendTowns([])).toEqual([]);
  });
});

function renderPage(configs: unknown[] = []) {
  localStorage.setItem(STORAGE_KEYS.token, 'a-token');
  const sent = fakeApi({
    'GET /api/me': { username: 'player', role: 'user' },
    'GET /api/servers': [{ id: 5, name: 'Home', modpack_id: 1, owner_username: 'player', members: [] }],
    'GET /api/modpacks': [
      { id: 1, modpack: 'Vanilla', version: '1.12.2', anvil_level_cap: 40, anvil_prior_work: 'vanilla' },
    ],
    'GET /api/optimizer/menu_items': [{ item_id: 1, keyword: 'Sword', types: 'SWORD,BREAKABLE' }],
    'GET /api/optimizer/applicable_enchantments': [SHARPNESS],
    'GET /api/optimizer/enchantment_sources': {
      towns: [
        { id: 2, name: 'Riverside' },
        { id: 1, name: 'canz' },
      ],
      sources: [],
    },
    'GET /api/enchantments': [],
    'GET /api/optimizer/configs': configs,
    'POST /api/optimizer/configs': ({ body }: SentRequest) => ({
      message: 'saved',
      created: true,
      config: { id: 3, updated_at: '2026-01-01T00:00:00.000Z', ...(body as object), items: [] },
    }),
    'POST /api/optimizer/plan': { plan: aPlan() },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <SessionProvider>
          <EnchantOptimizerPage />
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return sent;
}

describe('Enchantment Optimizer page', () => {
  it("shows the selected server's towns in the Sold in legend", async () => {
    renderPage();
    const legend = await screen.findByRole('region', { name: 'Town colours' });
    await vi.waitFor(() => expect(within(legend).getByText('Riverside')).toBeVisible());
    expect(within(legend).getByText('canz')).toBeVisible();
    for (const town of ['bones', 'hilltop', 'fortress', 'oasis'])
      expect(within(legend).queryByText(town)).toBeNull();
  });

  it('scrolls to the plan when it arrives', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Sword' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Sword');
    await user.click(await screen.findByRole('checkbox', { name: 'Sharpness' }));
    await user.click(screen.getByRole('button', { name: 'Compute Optimal Steps' }));
    const heading = await screen.findByRole('heading', { name: 'Plan for Sword' });
    await vi.waitFor(() => expect(scrolled.some((element) => element.contains(heading))).toBe(true));
  });

  it('saves after Load by name: a new name is a POST of a new config, never a PUT of the loaded one', async () => {
    const stored = {
      id: 9,
      config_name: 'AuditA',
      item_keyword: 'Sword',
      items: [{ mcid: 'minecraft:sharpness', enchantment: 'Sharpness', level: 5 }],
      anvil_rules: 'server',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const sent = renderPage([stored]);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'AuditA' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved configurations' }), 'AuditA');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const name = screen.getByRole('textbox', { name: 'Config name' });
    await vi.waitFor(() => expect(name).toHaveValue('AuditA'));
    await user.clear(name);
    await user.type(name, 'AuditB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path.startsWith('/api/optimizer/configs') && r.method !== 'GET')).toEqual([
        expect.objectContaining({ method: 'POST', body: expect.objectContaining({ config_name: 'AuditB' }) }),
      ]),
    );
  });
});
