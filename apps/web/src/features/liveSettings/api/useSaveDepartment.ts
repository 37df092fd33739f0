import type { DepartmentInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

// Creates a department, or replaces the fields of the one whose id is given.
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: DepartmentInput }) =>
      id
        ? api.put('/api/settings/departments/:id', { params: { id }, body: fields })
        : api.post('/api/settings/departments', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
