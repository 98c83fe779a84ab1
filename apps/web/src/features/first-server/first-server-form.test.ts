import type { Modpack } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { preselectedModpack } from './first-server-form';

const pack = (id: number, modpack: string, version: string): Modpack => ({
  id,
  modpack,
  version,
  anvil_level_cap: null,
  anvil_prior_work: 'vanilla',
});

describe('preselectedModpack', () => {
  it.each([
    ['no modpacks', [], ''],
    [
      'RLCraft listed after Minecraft (the list is sorted by name)',
      [pack(8, 'Minecraft', '1.12.2'), pack(7, 'RLCraft', '2.9.x')],
      '7',
    ],
    [
      'the newest RLCraft, versions in natural order',
      [pack(1, 'RLCraft', '2.9.3'), pack(2, 'RLCraft', '2.10'), pack(3, 'RLCraft', '2.8')],
      '2',
    ],
    ['RLCraft in any case, with spaces', [pack(4, 'Another Pack', '1'), pack(5, ' rlcraft ', '2.9')], '5'],
    ['no RLCraft: the first listed', [pack(9, 'FTB', '3'), pack(10, 'Minecraft', '1.12.2')], '9'],
  ])('%s', (_, modpacks, expected) => {
    expect(preselectedModpack(modpacks)).toBe(expected);
  });
});
