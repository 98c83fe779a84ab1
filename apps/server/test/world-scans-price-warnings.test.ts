import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { librarian, makeServer, scanOk, villagersWorld } from './world-scans-support';

/** Issue 24: the world-scan preview names a librarian's book priced outside what a librarian asks. */
let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
});
afterAll(() => t.close());

describe(`world-scan preview: librarian prices (${testDialect})`, () => {
  it('warns on the offer whose price is out of range, matching fork and SME 0.5.5 ids alike', async () => {
    const serverId = await makeServer(t, owner);
    const world = await villagersWorld([
      librarian('00000000-0000-4000-8000-000000000024', 20.5, 20.5, [
        ['minecraft:mending', 1, 3],
        ['minecraft:mending', 1, 20],
        ['somanyenchantments:afa', 1, 12],
      ]),
    ]);
    const scan = await scanOk(owner, serverId, world);
    const offers = scan.villagers[0]!.offers;
    expect(offers.map((offer) => offer.warnings)).toEqual([
      ['Mending I: a librarian asks 10–38 emeralds; this trade says 3'],
      undefined,
      undefined,
    ]);
    expect(offers[2]!.enchantments[0]).toMatchObject({ name: 'Advanced Fire Aspect', level: 1 });
  });
});
