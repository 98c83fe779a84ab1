import { useMutation, useQuery } from '@tanstack/react-query';
import { type CreateUserRequest, type Role, UserSummary } from '@tradehall/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api';

export const userKeys = { all: ['admin', 'users'] as const };

/** GET /api/admin/users. */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.all,
    queryFn: ({ signal }) => api.get('/admin/users', z.array(UserSummary), { signal }),
  });
}

/** PUT /api/admin/users/{username}/role (admin only). */
export function useChangeRole() {
  return useMutation({
    mutationFn: ({ username, role }: { username: string; role: Role }) =>
      api.put(`/admin/users/${encodeURIComponent(username)}/role`, UserSummary, { role }),
  });
}

/** POST /api/admin/users (admin only); email is optional. */
export function useCreateUser() {
  return useMutation({
    mutationFn: (body: z.input<typeof CreateUserRequest>) => api.post('/admin/users', UserSummary, body),
  });
}
