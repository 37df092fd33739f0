import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ ok: true }>(`/api/settings/departments/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
