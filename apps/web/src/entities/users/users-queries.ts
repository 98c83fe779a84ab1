import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateUserRequest, type Role, UserSummary, UserSummaryListSchema } from '@tradehall/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { userKeys } from './keys';

/** GET /api/admin/users. */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.list,
    queryFn: ({ signal }) => api.get('/admin/users', UserSummaryListSchema, { signal }),
  });
}

/** PUT /api/admin/users/{username}/role (admin only). Invalidates the user list. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, role }: { username: string; role: Role }) =>
      api.put(`/admin/users/${encodeURIComponent(username)}/role`, UserSummary, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** POST /api/admin/users (admin only); email is optional. Invalidates the user list. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateUserRequest>) => api.post('/admin/users', UserSummary, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
