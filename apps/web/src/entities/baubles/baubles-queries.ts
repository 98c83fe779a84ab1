import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Bauble,
  BaubleListSchema,
  type UpdateBaubleRequest,
  UpdateBaubleResponse,
} from '@tradehall/contracts';
import { api } from '../../lib/api';
import { baubleKeys } from './keys';

/** GET /api/baubles. */
export function useBaubles() {
  return useQuery({
    queryKey: baubleKeys.all,
    queryFn: ({ signal }) => api.get('/baubles', BaubleListSchema, { signal }),
  });
}

export interface SaveBaubleInput {
  id: number;
  body: UpdateBaubleRequest;
}

/** PUT /api/baubles/{id} (admin only): the whole bauble; answers the server's message and the saved bauble. */
export function useSaveBauble() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveBaubleInput) => api.put(`/baubles/${id}`, UpdateBaubleResponse, body),
    onSuccess: ({ bauble }) => {
      queryClient.setQueryData<Bauble[]>(baubleKeys.all, (list) =>
        list?.map((item) => (item.id === bauble.id ? bauble : item)),
      );
      return queryClient.invalidateQueries({ queryKey: baubleKeys.all });
    },
  });
}
