import type { CreditRequestInput } from '@prosa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's credits view (managers and up): balance, lots, consumption history, requests.
export const useCredits = (enabled: boolean) =>
  useQuery({ queryKey: ['credits'], queryFn: () => api.get('/api/credits'), enabled });

export const useRequestCredits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditRequestInput) => api.post('/api/credits/requests', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['credits'] }),
  });
};
