import { describe, expect, it } from 'vitest';
import { joinMcids, partnerChanges } from './incompatibility-sync';

const row = (id: number, mcid: string, incompatibilities = '') => ({
  id,
  name: mcid,
  mcid,
  incompatibilities,
});

describe('partnerChanges', () => {
  const others = [row(2, 'x:b', 'x:a'), row(3, 'x:c'), row(4, 'x:d', 'x:a,x:c')];

  it('adds the edited mcid to new partners and removes it from dropped ones', () => {
    const changes = partnerChanges(others, 'x:a', 'x:a', ['x:c', 'x:d']);
    expect(changes.map((c) => [c.row.mcid, c.after])).toEqual([
      ['x:b', ''],
      ['x:c', 'x:a'],
    ]);
  });

  it('leaves rows whose list already agrees untouched', () => {
    expect(partnerChanges(others, 'x:a', 'x:a', ['x:b', 'x:d'])).toEqual([]);
  });

  it('renames a changed mcid in every partner list', () => {
    const changes = partnerChanges(others, 'x:a', 'x:z', ['x:b', 'x:d']);
    expect(changes.map((c) => [c.row.mcid, c.before, c.after])).toEqual([
      ['x:b', 'x:a', 'x:z'],
      ['x:d', 'x:a,x:c', 'x:c,x:z'],
    ]);
  });

  it('repairs a one-sided listing that the edited enchantment does not confirm', () => {
    expect(partnerChanges([row(2, 'x:b', 'x:a')], 'x:a', 'x:a', []).map((c) => c.after)).toEqual(['']);
  });
});

describe('joinMcids', () => {
  it('sorts, removes repeats and joins without spaces', () => {
    expect(joinMcids(['x:c', 'x:a', 'x:c'])).toBe('x:a,x:c');
    expect(joinMcids([])).toBe('');
  });
});
