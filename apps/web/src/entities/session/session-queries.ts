import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@tradehall/contracts';
import { api } from '../../lib/api';
import { serverKeys } from '../servers/keys';

/** Cache keys of the session's own queries: the signed-in user, and the servers they can pick. */
export const sessionKeys = {
  all: ['session'] as const,
  me: ['session', 'me'] as const,
  servers: serverKeys.list,
};

const sessionSchemas = () => import('./session-schemas');

/** LoginRequest, loaded on first use: the login form checks its fields with it. */
export const loadLoginRequest = () => sessionSchemas().then((schemas) => schemas.LoginRequest);

export function fetchMe(signal: AbortSignal) {
  return api.get('/me', () => sessionSchemas().then((schemas) => schemas.MeResponse), { signal });
}

/** POST /api/login → {access_token}; the caller hands the token to `useSession().signIn`. */
export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      api.post('/login', () => sessionSchemas().then((schemas) => schemas.LoginResponse), credentials),
  });
}
