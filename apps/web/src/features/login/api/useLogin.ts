import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, LoginResponse } from '@tradehall/contracts';
import { api } from '../../../lib/api';

/** POST /api/login → {access_token}. */
export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.post('/login', LoginResponse, credentials),
  });
}
