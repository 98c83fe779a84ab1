import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, setUnauthorizedHandler } from '../lib/api';
import type { LoginRedirectState } from '../lib/login-redirect';

/**
 * A 401/422 from any call: the client has removed the token; go to /login and come back here afterwards.
 * Rendered once inside the router, which it needs for navigating without a page reload.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((from) => {
      const state: LoginRedirectState = { from };
      void navigate(LOGIN_PATH, { replace: true, state });
    });
  }, [navigate]);
  return null;
}
