/** Business constants of SPEC §9. */
export const API_BASE = '/api';
export const STORAGE_KEYS = { token: 'token', selectedServer: 'selectedServer' } as const;
export const DEFAULT_SERVER = { id: 'default', name: 'Default Server' } as const;

export const ROWS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const NUM_MIN = 1;
export const NUM_MAX = 20;

export const BAUBLE_TIERS = ['S', 'A', 'B', 'C', 'D', 'F'] as const;
export type BaubleTier = (typeof BAUBLE_TIERS)[number];

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Very Rare'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Optimizer base colours: towns with these names get these dots. */
export const BASE_COLOURS: Readonly<Record<string, string>> = {
  canz: 'red',
  bones: 'blue',
  hilltop: 'green',
  fortress: 'yellow',
  oasis: 'purple',
};
export const OPTIMIZER_MAX_ENCHANTMENTS = 50;
export const OPTIMIZER_STRATEGIES = [
  { value: 'optimal', label: 'True Optimal, Slow' },
  { value: 'grouped', label: 'Grouped by Rarity' },
] as const;
export type OptimizerStrategy = (typeof OPTIMIZER_STRATEGIES)[number]['value'];
export const DEFAULT_OPTIMIZER_STRATEGY: OptimizerStrategy = 'grouped';

// The spec's curse list is game data: packages/domain holds it, the web app's forms read it from here too.
export { DEFAULT_KEPT_CURSE, SPEC_CURSES } from '@tradehall/domain';

export const XP_TOME_LEVEL_MIN = 1;
export const XP_TOME_LEVEL_MAX = 100;

export const ADMIN_ERROR_MAX_LENGTH = 500;
export const COPIED_MESSAGE_MS = 2000;

export const TRADE_DEFAULTS = { cost_amount1: 1, cost_amount2: 0, sell_amount: 1 } as const;
