import { createBrowserRouter } from 'react-router';
import { LOGIN_PATH, setUnauthorizedHandler } from '../lib/api';
import type { LoginRedirectState } from '../lib/login-redirect';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// A 401/422 from any call: the client has removed the token; go to /login and come back here afterwards.
setUnauthorizedHandler((from) => {
  const state: LoginRedirectState = { from };
  void router.navigate(LOGIN_PATH, { replace: true, state });
});
