import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/settings/departments/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
