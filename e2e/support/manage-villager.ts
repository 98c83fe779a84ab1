import type { APIRequestContext } from '@playwright/test';
import { pageHeading } from './app';
import { loginAs } from './auth';
import { expect, type Page } from './test';
import { ApiAs, type TradeSpec, type World } from './world';

/** Page helpers of the Manage Villager specs (e2e/manage-villager*.spec.ts). */

export const filterForm = (page: Page) => page.getByRole('form', { name: 'Trade filters' });
export const filterSelect = (page: Page, label: 'Town' | 'Villager Type' | 'Location' | 'Row' | 'Num') =>
  filterForm(page).getByLabel(label, { exact: true });
export const tradesTable = (page: Page) => page.getByRole('table', { name: 'Trades' });
export const tradeRows = (page: Page) => tradesTable(page).locator('tbody tr');
/** A row by its name: 'Main Hall A1 · Librarian: 1 Enchanted Book (Mending 1)'. */
export const tradeRow = (page: Page, name: string) =>
  tradesTable(page).getByRole('row', { name, exact: true });
export const panel = (
  page: Page,
  title: 'Manage Servers' | 'Manage Town' | 'Manage Location' | 'Move/Copy',
) => page.getByRole('region', { name: title });
export const addForm = (page: Page) => page.getByRole('region', { name: 'Add New Trade' });
export const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** Signs in as the world's owner and opens /manage-villager with the world's towns loaded. */
export async function openManageVillager(page: Page, world: World): Promise<void> {
  await loginAs(page, world.owner);
  await page.goto('/manage-villager');
  await expect(pageHeading(page, 'Manage Villager')).toBeVisible();
  await expect(page.getByLabel('Server:')).toHaveValue(String(world.serverId));
  await expect(filterSelect(page, 'Town').locator('option')).toHaveCount(
    Object.keys(world.townIds).length + 1,
  );
}

export interface SearchFor {
  villagerType?: string;
  location?: string;
  row?: string;
  num?: string;
}

/** Chooses the filters and clicks Search; waits for the listing's answer. */
export async function searchTrades(page: Page, town: string, choice: SearchFor = {}): Promise<void> {
  await filterSelect(page, 'Town').selectOption({ label: town });
  if (choice.villagerType) await filterSelect(page, 'Villager Type').selectOption(choice.villagerType);
  if (choice.location) await filterSelect(page, 'Location').selectOption(choice.location);
  if (choice.row) await filterSelect(page, 'Row').selectOption(choice.row);
  if (choice.num) await filterSelect(page, 'Num').selectOption(choice.num);
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/trades'),
    button(filterForm(page), 'Search').click(),
  ]);
}

export interface ApiTrade {
  id: number;
  town: string;
  location: string;
  row: string;
  num: number;
  villager_type: string;
  cost_item1: string;
  cost_amount1: number;
  cost_item2: string;
  cost_amount2: number;
  sell_item: string;
  sell_amount: number;
  enchantments: { name: string; level: number }[];
  row_version: number;
}

/** GET /api/trades of the world's server as its owner, optionally for one town. */
export async function apiTrades(
  request: APIRequestContext,
  world: World,
  town?: string,
): Promise<ApiTrade[]> {
  const api = await ApiAs.login(request, world.owner);
  const query = new URLSearchParams({ server_id: String(world.serverId) });
  if (town) query.set('town', town);
  return (await api.get(`/trades?${query}`)) as ApiTrade[];
}

/** Levels as the screens write them (written out here, not taken from the app's code). */
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const toRoman = (level: number) => ROMAN[level - 1] ?? String(level);

/** The table's name of a trade, as `describeTrade` builds it. */
export function rowName(trade: TradeSpec | ApiTrade): string {
  const enchantments = (trade.enchantments ?? [])
    .map(({ name, level }) => `${name} ${toRoman(level)}`)
    .join(', ');
  const sell = `${trade.sell_amount} ${trade.sell_item}${enchantments ? ` (${enchantments})` : ''}`;
  return `${trade.location} ${trade.row}${trade.num} · ${trade.villager_type}: ${sell}`;
}

/** The trades most Manage Villager specs start from. */
export const BOOK: TradeSpec = {
  town: 'canz',
  location: 'Main Hall',
  row: 'A',
  num: 1,
  villager_type: 'Librarian',
  cost_item1: 'Book',
  cost_amount1: 1,
  cost_item2: 'Emerald',
  cost_amount2: 10,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name: 'Mending', level: 1 }],
};
export const PAPER: TradeSpec = {
  town: 'canz',
  location: 'Main Hall',
  row: 'A',
  num: 1,
  villager_type: 'Librarian',
  cost_item1: 'Paper',
  cost_amount1: 24,
  sell_item: 'Emerald',
  sell_amount: 1,
};
export const SWORD: TradeSpec = {
  town: 'canz',
  location: 'Main Hall',
  row: 'A',
  num: 2,
  villager_type: 'Weapon Smith',
  cost_item1: 'Emerald',
  cost_amount1: 12,
  sell_item: 'Iron Sword',
  sell_amount: 1,
  enchantments: [{ name: 'Sharpness', level: 3 }],
};
export const WHEAT: TradeSpec = {
  town: 'canz',
  location: 'Annex',
  row: 'B',
  num: 5,
  villager_type: 'Farmer',
  cost_item1: 'Wheat',
  cost_amount1: 20,
  sell_item: 'Emerald',
  sell_amount: 1,
};
export const CRYPT_BOOK: TradeSpec = {
  town: 'bones',
  location: 'Crypt',
  row: 'C',
  num: 3,
  villager_type: 'Librarian',
  cost_item1: 'Book',
  cost_amount1: 1,
  cost_item2: 'Emerald',
  cost_amount2: 20,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name: 'Protection', level: 4 }],
};

export const TOWNS = { canz: ['Main Hall', 'Annex'], bones: ['Crypt'] };
export const TRADES: readonly TradeSpec[] = [BOOK, PAPER, SWORD, WHEAT, CRYPT_BOOK];
