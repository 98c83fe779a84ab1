import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_AREA_ROLES, type Role } from '@tradehall/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dataTableKeys } from '../../../entities/data-tables';
import { PLACEHOLDER_SERVER } from '../../../entities/session/servers';
import { type Session, SessionContext } from '../../../entities/session/session-context';
import { ImportExportTab } from './ImportExportTab';

/** The Import / Export screen as `role` sees it once the table lists have loaded (no request is sent). */
function screenFor(role: Role): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(dataTableKeys.names, ['towns', 'trades']);
  queryClient.setQueryData(dataTableKeys.backupNames, ['towns', 'trades']);
  const session: Session = {
    status: 'ready',
    username: `a_${role}`,
    role,
    servers: [],
    currentServer: PLACEHOLDER_SERVER,
    serverId: null,
    setCurrentServer: () => {},
    signIn: () => {},
    renewToken: () => {},
    logout: () => {},
    retry: () => {},
  };
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <ImportExportTab />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** What the role table (docs/architecture.md) gives each role that opens the admin area. */
const EXPECTED: Record<string, { csvImport: boolean; importAll: boolean }> = {
  data_manager: { csvImport: true, importAll: false },
  auditor: { csvImport: false, importAll: false },
  admin: { csvImport: true, importAll: true },
};

describe('Import / Export screen by role', () => {
  it('covers every role of the admin area', () => {
    expect([...ADMIN_AREA_ROLES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [role, expected] of Object.entries(EXPECTED)) {
    it(`${role}: exports; CSV import ${expected.csvImport ? 'shown' : 'hidden'}; Import All ${expected.importAll ? 'shown' : 'hidden'}`, () => {
      const html = screenFor(role as Role);
      expect(html).toContain('Export CSV');
      expect(html).toContain('Export All to ZIP');
      expect(html.includes('Import CSV')).toBe(expected.csvImport);
      expect(html.includes('CSV file to import')).toBe(expected.csvImport);
      expect(html.includes('Import All from ZIP')).toBe(expected.importAll);
      expect(html.includes('ZIP backup to import')).toBe(expected.importAll);
      expect(html.includes('Import All replaces tables')).toBe(expected.importAll);
    });
  }
});
