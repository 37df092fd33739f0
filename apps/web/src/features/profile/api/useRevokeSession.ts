import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete('/api/auth/sessions/:id', { params: { id: sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}
