import type { DepartmentInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

// Creates a department, or replaces the fields of the one whose id is given.
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: DepartmentInput }) =>
      id
        ? api.put('/api/settings/departments/:id', { params: { id }, body: fields })
        : api.post('/api/settings/departments', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
