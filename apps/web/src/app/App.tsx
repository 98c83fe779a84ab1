import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './layout/RouteErrorPage';
import { AppProviders } from './providers';
import { UnauthorizedRedirect } from './router';
import { routes } from './routes';

function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

/**
 * The router in declarative mode (BrowserRouter + useRoutes): the data router's loaders and actions are not
 * used here and would add about 17 KB gzipped to the first screen (issue 15, bench/bundle).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
