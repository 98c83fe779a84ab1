import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@tradehall/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SERVER } from '../../../entities/session/servers';
import { type Session, SessionContext } from '../../../entities/session/session-context';
import { ScanPreview } from './ScanPreview';
import { scanOf, UNKNOWN_OFFER, villager } from './test-scan';

const SCAN = scanOf(
  [
    villager({ x: 120.5, z: 64.2, proposed: { town: 'Canz', location: 'Hall 1', row: 'A', num: 3 } }),
    villager({
      villager_type: 'Tool Smith',
      status: 'changed',
      x: 700,
      z: -20,
      offers: [UNKNOWN_OFFER],
      proposed: { town: 'Bones', location: 'Hall 1', row: 'B', num: 1 },
    }),
  ],
  [{ uuid: 'gone-1', town: 'Canz', location: 'Hall 1', row: 'C', num: 2, trades: 3 }],
);

/** The preview as `role` sees it (static markup: no request is sent). */
function previewFor(role: Role): string {
  const session: Session = {
    status: 'ready',
    username: `a_${role}`,
    role,
    servers: [],
    currentServer: PLACEHOLDER_SERVER,
    serverId: 7,
    setCurrentServer: () => {},
    signIn: () => {},
    renewToken: () => {},
    logout: () => {},
    retry: () => {},
  };
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <ScanPreview serverId={7} scan={SCAN} towns={[]} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ScanPreview', () => {
  const html = previewFor('user');

  it('draws each villager as a focusable point named by type, position and slot, coloured by town', () => {
    expect(html).toContain('aria-label="Librarian at 120, 64: Canz / Hall 1 A3"');
    expect(html).toContain('aria-label="Tool Smith at 700, -20: Bones / Hall 1 B1"');
    expect(html.match(/<button type="button"[^>]* aria-label="[^"]* at -?\d+, -?\d+: /g)).toHaveLength(2);
  });

  it('has a table per town and location with labelled slot inputs, skip boxes, badges and offers', () => {
    expect(html).toContain('aria-label="Villagers of Bones / Hall 1"');
    expect(html).toContain('aria-label="Villagers of Canz / Hall 1"');
    for (const label of ['Skip', 'Town of', 'Location of', 'Row of', 'Num of']) {
      expect(html).toContain(`aria-label="${label} Librarian at 120, 64"`);
    }
    for (const status of ['new', 'changed', 'gone']) expect(html).toContain(`>${status}</span>`);
    expect(html).toContain('Mending I');
    expect(html).toContain('for 1 Book + 12 Emerald');
    expect(html).toContain('somemod:razors_edge II');
  });

  it('lists the warnings and what applying will write, in a status', () => {
    expect(html).toContain('aria-label="Warnings"');
    for (const text of [
      'mca:villager: 2',
      'somemod:gem: 4 times',
      'r.0.0.mca, chunk 3, 4: bad compression',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(
      /role="status"[^>]*>Apply will create 2 trades, update 0 and remove 0; 1 is skipped\./,
    );
    expect(html).toContain('Remove villagers gone from the world');
  });

  it('offers Add unknown enchantments only to roles that may edit enchantment references', () => {
    expect(html).not.toContain('Add unknown enchantments');
    expect(previewFor('editor')).toContain('Add unknown enchantments');
    expect(previewFor('admin')).toContain('Add unknown enchantments');
  });
});
