import { useMutation } from '@tanstack/react-query';
import {
  type ChangePasswordRequest,
  ChangePasswordResponse,
  type LoginRequest,
  LoginResponse,
  MeResponse,
} from '@tradehall/contracts';
import { api } from '../../lib/api';
import { serverKeys } from '../servers/keys';

/** Cache keys of the session's own queries: the signed-in user, and the servers they can pick. */
export const sessionKeys = {
  all: ['session'] as const,
  me: ['session', 'me'] as const,
  servers: serverKeys.list,
};

export function fetchMe(signal: AbortSignal) {
  return api.get('/me', MeResponse, { signal });
}

/** POST /api/login → {access_token}; the caller hands the token to `useSession().signIn`. */
export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.post('/login', LoginResponse, credentials),
  });
}

/**
 * PUT /api/me/password. The answer carries a fresh token (the change invalidates the older ones): the caller
 * hands it to `useSession().renewToken`. No cached data changes.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.put('/me/password', ChangePasswordResponse, body),
  });
}
