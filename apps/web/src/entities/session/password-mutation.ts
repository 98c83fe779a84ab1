import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordRequest, ChangePasswordResponse } from '@tradehall/contracts';
import { api } from '../../lib/api';

/**
 * PUT /api/me/password. The answer carries a fresh token (the change invalidates the older ones): the caller
 * hands it to `useSession().renewToken`. No cached data changes.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.put('/me/password', ChangePasswordResponse, body),
  });
}
