import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/settings/departments/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
