import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../lib/api';
import { DEFAULT_LANDING_PATH } from '../lib/login-redirect';
import { AdminLanding } from './guards/AdminLanding';
import { RequireAuth } from './guards/RequireAuth';
import { RequirePageAccess } from './guards/RequirePageAccess';
import { RootLayout } from './layout/RootLayout';

/**
 * Every route of SPEC §2, in one place. Each screen lives in its own `features/<screen>/` folder and is
 * loaded on demand, so the first page stays small.
 */
const LoginPage = lazy(() =>
  import('../features/login/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SearchPage = lazy(() =>
  import('../features/search/components/SearchPage').then((m) => ({ default: m.SearchPage })),
);
const ManageVillagerPage = lazy(() =>
  import('../features/manage-villager/components/ManageVillagerPage').then((m) => ({
    default: m.ManageVillagerPage,
  })),
);
const FilterTradesPage = lazy(() =>
  import('../features/filter-trades/components/FilterTradesPage').then((m) => ({
    default: m.FilterTradesPage,
  })),
);
const EnchantOptimizerPage = lazy(() =>
  import('../features/enchant-optimizer/components/EnchantOptimizerPage').then((m) => ({
    default: m.EnchantOptimizerPage,
  })),
);
const BaublesPage = lazy(() =>
  import('../features/baubles/components/BaublesPage').then((m) => ({ default: m.BaublesPage })),
);
const UtilitiesPage = lazy(() =>
  import('../features/utilities/components/UtilitiesPage').then((m) => ({ default: m.UtilitiesPage })),
);
const ManageReferencesPage = lazy(() =>
  import('../features/manage-references/components/ManageReferencesPage').then((m) => ({
    default: m.ManageReferencesPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const AdminDashboard = lazy(() =>
  import('../features/admin/components/AdminDashboard').then((m) => ({ default: m.AdminDashboard })),
);
const UserManagementTab = lazy(() =>
  import('../features/admin-users/components/UserManagementTab').then((m) => ({
    default: m.UserManagementTab,
  })),
);
const ImportExportTab = lazy(() =>
  import('../features/admin-import-export/components/ImportExportTab').then((m) => ({
    default: m.ImportExportTab,
  })),
);
const DataEditorTab = lazy(() =>
  import('../features/admin-data-editor/components/DataEditorTab').then((m) => ({
    default: m.DataEditorTab,
  })),
);
const ModpacksTab = lazy(() =>
  import('../features/admin-modpacks/components/ModpacksTab').then((m) => ({ default: m.ModpacksTab })),
);
const LogsTab = lazy(() =>
  import('../features/admin-logs/components/LogsTab').then((m) => ({ default: m.LogsTab })),
);

/** Signed-in pages; who may open each one comes from the navigation table (SPEC §6). */
const PAGES: readonly { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/search', Page: SearchPage },
  { path: '/manage-villager', Page: ManageVillagerPage },
  { path: '/filter-trades', Page: FilterTradesPage },
  { path: '/enchant-optimizer', Page: EnchantOptimizerPage },
  { path: '/baubles', Page: BaublesPage },
  { path: '/utilities', Page: UtilitiesPage },
  { path: '/manage-references', Page: ManageReferencesPage },
  { path: '/profile', Page: ProfilePage },
];

/** The /admin children, in tab order (ADMIN_TABS). */
const ADMIN_CHILDREN: readonly { path: string; Tab: LazyExoticComponent<ComponentType> }[] = [
  { path: 'users', Tab: UserManagementTab },
  { path: 'import-export', Tab: ImportExportTab },
  { path: 'data-editor', Tab: DataEditorTab },
  { path: 'modpacks', Tab: ModpacksTab },
  { path: 'logs', Tab: LogsTab },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
          ...PAGES.map(({ path, Page }) => ({
            path,
            element: (
              <RequirePageAccess path={path}>
                <Page />
              </RequirePageAccess>
            ),
          })),
          {
            path: '/admin',
            element: (
              <RequirePageAccess path="/admin">
                <AdminDashboard />
              </RequirePageAccess>
            ),
            children: [
              { index: true, element: <AdminLanding /> },
              ...ADMIN_CHILDREN.map(({ path, Tab }) => ({ path, element: <Tab /> })),
            ],
          },
          { path: '*', element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
        ],
      },
    ],
  },
];
