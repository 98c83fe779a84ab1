import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OptimizerPlan, STORAGE_KEYS } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type SentRequest } from '../../../../test/fake-api';
import { SessionProvider } from '../../../entities/session';
import { EnchantOptimizerPage } from './EnchantOptimizerPage';
import { PlanResult } from './PlanResult';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const RLCRAFT = {
  id: 1,
  modpack: 'RLCraft',
  version: '2.9.x',
  anvil_level_cap: null,
  anvil_prior_work: 'remove_repair_scaling',
};
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

/** A one-step plan with the given rules and steps' levels. */
function aPlan(rules: OptimizerPlan['rules'], levels = 50, orderMatters = true): OptimizerPlan {
  const tooExpensive = rules.level_cap !== null && levels >= rules.level_cap;
  const side = {
    kind: 'book' as const,
    label: 'Sharpness V',
    enchantments: ['Sharpness V'],
    prior_work: 0,
    from_step: null,
  };
  return {
    item: 'Sword',
    strategy: 'grouped',
    objective: 'levels',
    too_expensive_cap: rules.level_cap !== null,
    rules,
    order_matters: orderMatters,
    proven_optimal: true,
    feasible_under_cap: !tooExpensive,
    steps: [
      {
        step: 1,
        target: { kind: 'item', label: 'Sword', enchantments: [], prior_work: 4, from_step: null },
        sacrifice: side,
        result: 'item',
        result_enchantments: ['Sharpness V'],
        levels,
        xp: 100,
        prior_work_after: 5,
        too_expensive: tooExpensive,
      },
    ],
    too_expensive_steps: tooExpensive ? [1] : [],
    totals: { levels, xp: 100, xp_if_saved_up: 100, steps: 1, max_step_levels: levels },
    final_prior_work: 5,
    enchantments: ['Sharpness V'],
    tree: { kind: 'item', label: 'Sword', prior_work: 4 },
  };
}

function renderPage(configs: unknown[] = []) {
  localStorage.setItem(STORAGE_KEYS.token, 'a-token');
  const sent = fakeApi({
    'GET /api/me': { username: 'player', role: 'user' },
    'GET /api/servers': [{ id: 5, name: 'RL server', modpack_id: 1, owner_username: 'player', members: [] }],
    'GET /api/modpacks': [RLCRAFT],
    'GET /api/optimizer/menu_items': [{ item_id: 1, keyword: 'Sword', types: 'SWORD,BREAKABLE' }],
    'GET /api/optimizer/applicable_enchantments': [SHARPNESS],
    'GET /api/optimizer/enchantment_sources': { towns: [], sources: [] },
    'GET /api/enchantments': [],
    'GET /api/optimizer/configs': configs,
    'POST /api/optimizer/configs': ({ body }: SentRequest) => ({
      message: 'Config "Mine" saved.',
      created: true,
      config: { id: 3, updated_at: '2026-01-01T00:00:00.000Z', ...(body as object), items: [] },
    }),
    'POST /api/optimizer/plan': ({ body }: SentRequest) => {
      const request = body as { server_id?: number };
      return {
        plan:
          request.server_id === 5
            ? aPlan({ level_cap: null, prior_work: 'remove_repair_scaling', modpack: 'RLCraft 2.9.x' })
            : aPlan({ level_cap: 40, prior_work: 'vanilla', modpack: null }),
      };
    },
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

const rulesSelect = () => screen.getByRole('combobox', { name: /^Anvil rules/ });
const plans = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST' && r.path === '/api/optimizer/plan');

async function pickSwordWithSharpness(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Sword' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Sword');
  await user.click(await screen.findByRole('checkbox', { name: 'Sharpness' }));
}

describe('Enchantment Optimizer: anvil rules', () => {
  it("preselects and names the selected server's modpack rules, and plans with the server", async () => {
    const sent = renderPage();
    const user = userEvent.setup();
    await vi.waitFor(() =>
      expect(
        within(rulesSelect()).getByRole('option', { name: 'RLCraft 2.9.x anvil: no level cap' }),
      ).toBeInTheDocument(),
    );
    expect(rulesSelect()).toHaveValue('server');
    expect(
      within(rulesSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['RLCraft 2.9.x anvil: no level cap', 'Vanilla 1.12.2 anvil: Too Expensive at 40 levels']);
    await pickSwordWithSharpness(user);
    await user.click(screen.getByRole('button', { name: 'Compute Optimal Steps' }));
    expect(await screen.findByTestId('plan-rules')).toHaveTextContent(
      'Rules: RLCraft 2.9.x anvil: no level cap.',
    );
    expect(plans(sent)[0]?.body).toMatchObject({ item_keyword: 'Sword', server_id: 5 });
    expect(plans(sent)[0]?.body).not.toHaveProperty('rules');
    expect(screen.queryByText(/Too Expensive on this anvil/)).toBeNull();
  });

  it('lets the player switch to vanilla rules, which the plan call sends and the plan names', async () => {
    const sent = renderPage();
    const user = userEvent.setup();
    await pickSwordWithSharpness(user);
    await user.selectOptions(rulesSelect(), 'vanilla');
    await user.click(screen.getByRole('button', { name: 'Compute Optimal Steps' }));
    expect(await screen.findByTestId('plan-rules')).toHaveTextContent(
      'Rules: Vanilla 1.12.2 anvil: Too Expensive at 40 levels.',
    );
    expect(plans(sent)[0]?.body).toMatchObject({ rules: { level_cap: 40, prior_work: 'vanilla' } });
    expect(plans(sent)[0]?.body).not.toHaveProperty('server_id');
    expect(screen.getByText(/Too Expensive on this anvil \(40 levels or more\): step 1\./)).toBeVisible();
  });

  it('saves the rules choice with a config, and a loaded config brings its choice back', async () => {
    const stored = {
      id: 9,
      config_name: 'Vanilla sword',
      item_keyword: 'Sword',
      items: [{ mcid: 'minecraft:sharpness', enchantment: 'Sharpness', level: 5 }],
      anvil_rules: 'vanilla',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const sent = renderPage([stored]);
    const user = userEvent.setup();
    await pickSwordWithSharpness(user);
    await user.selectOptions(rulesSelect(), 'vanilla');
    await user.type(screen.getByRole('textbox', { name: 'Config name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(
        sent.find((r) => r.method === 'POST' && r.path === '/api/optimizer/configs')?.body,
      ).toMatchObject({
        config_name: 'Mine',
        anvil_rules: 'vanilla',
      }),
    );

    await user.selectOptions(rulesSelect(), 'server');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved configurations' }), 'Vanilla sword');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await vi.waitFor(() => expect(rulesSelect()).toHaveValue('vanilla'));
  });
});

describe('PlanResult: the rules on the plan', () => {
  const show = (plan: OptimizerPlan) =>
    render(
      <MantineProvider>
        <PlanResult plan={plan} />
      </MantineProvider>,
    );

  it('says order does not matter when the anvil charges no prior work', () => {
    show(aPlan({ level_cap: null, prior_work: 'remove', modpack: null }, 5, false));
    expect(screen.getByTestId('plan-rules')).toHaveTextContent(
      'Rules: Anvil: no level cap, no prior-work penalty.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Order does not matter: put every book straight onto the Sword, in any order.',
    );
  });

  it("flags a step only at the rules' own cap", () => {
    show(aPlan({ level_cap: 30, prior_work: 'vanilla', modpack: 'Tight 1' }, 30));
    expect(screen.getByTestId('plan-rules')).toHaveTextContent(
      'Rules: Tight 1 anvil: Too Expensive at 30 levels.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No order keeps every step under 30 levels. Too Expensive on this anvil (30 levels or more): step 1.',
    );
  });
});
