import type { AnvilRulesOf, Role } from '@tradehall/contracts';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'tradehall-demo';
export const DEMO_ACCOUNTS: readonly { username: string; role: Role }[] = [
  { username: 'demo_user', role: 'user' },
  { username: 'demo_editor', role: 'editor' },
  { username: 'demo_data_manager', role: 'data_manager' },
  { username: 'demo_auditor', role: 'auditor' },
  { username: 'demo_admin', role: 'admin' },
];

/** The modpack every install starts with (migration 008): RLCraft 2.9.2's anvil has no level cap. */
export const DEMO_MODPACK: { modpack: string; version: string } & AnvilRulesOf = {
  modpack: 'RLCraft',
  version: '2.9.x',
  anvil_level_cap: null,
  anvil_prior_work: 'remove_repair_scaling',
};

export interface DemoServer {
  name: string;
  modpack: { modpack: string; version: string } & AnvilRulesOf;
  owner: string;
  members: string[];
  /** Town name: its location names. */
  towns: Record<string, string[]>;
  trades: number;
}

/**
 * Two servers: demo_user owns the first (demo_editor is a member), demo_editor owns the second (demo_user and
 * demo_data_manager are members); data_manager, auditor and admin see both by role.
 */
export const DEMO_WORLD: readonly DemoServer[] = [
  {
    name: 'Tradehall SMP',
    modpack: DEMO_MODPACK,
    owner: 'demo_user',
    members: ['demo_editor'],
    towns: {
      canz: ['Main Hall', 'North Wing', 'Library'],
      bones: ['Main Hall', 'Crypt'],
      hilltop: ['Main Hall', 'North Wing', 'Tower'],
      fortress: ['Main Hall', 'Barracks'],
      oasis: ['Main Hall', 'Garden'],
    },
    trades: 3000,
  },
  {
    name: 'Frontier Realm',
    modpack: DEMO_MODPACK,
    owner: 'demo_editor',
    members: ['demo_user', 'demo_data_manager'],
    towns: { riverside: ['Main Hall', 'Dockside'], frostpeak: ['Main Hall', 'Ice Cellar'] },
    trades: 600,
  },
];
