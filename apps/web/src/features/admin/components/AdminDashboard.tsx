import { Stack, Tabs, Title } from '@mantine/core';
import { ADMIN_TABS } from '@tradehall/contracts';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';

const ADMIN_BASE = '/admin';

function activeTab(pathname: string): string | null {
  return ADMIN_TABS.find((tab) => pathname.startsWith(`${ADMIN_BASE}/${tab.path}`))?.path ?? null;
}

/** The /admin shell (SPEC §2): a tab per admin child route; the tab's screen renders below. */
export function AdminDashboard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeTab(pathname);
  const content = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );

  return (
    <Stack>
      <Title order={1}>Admin Dashboard</Title>
      <Tabs value={active} onChange={(tab) => tab && navigate(`${ADMIN_BASE}/${tab}`)} keepMounted={false}>
        <Tabs.List>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {active ? (
          <Tabs.Panel value={active} pt="md">
            {content}
          </Tabs.Panel>
        ) : (
          content
        )}
      </Tabs>
    </Stack>
  );
}
