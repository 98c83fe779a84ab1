import { lazy, Suspense } from 'react';

/** Signed in only: loaded then, so the login page does not carry it. */
const ServerPicker = lazy(() => import('./ServerPicker').then((m) => ({ default: m.ServerPicker })));
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** The 'Server:' dropdown, loaded on first use. */
export function LazyServerPicker() {
  return (
    <Suspense fallback={null}>
      <ServerPicker />
    </Suspense>
  );
}

/** The account menu (Profile, Logout), loaded on first use. */
export function LazyAccountMenu() {
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}
