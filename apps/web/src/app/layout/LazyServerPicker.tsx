import { lazy, Suspense } from 'react';

/** Signed in only: loaded then, so the login page does not carry it. */
const ServerPicker = lazy(() => import('./ServerPicker').then((m) => ({ default: m.ServerPicker })));

/** The 'Server:' dropdown, loaded on first use. */
export function LazyServerPicker() {
  return (
    <Suspense fallback={null}>
      <ServerPicker />
    </Suspense>
  );
}
