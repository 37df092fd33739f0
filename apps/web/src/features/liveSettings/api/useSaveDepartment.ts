import type { Department, DepartmentInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

// Creates a department, or replaces the fields of the one whose id is given.
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: DepartmentInput }) =>
      id
        ? api.put<{ department: Department }>(`/api/settings/departments/${encodeURIComponent(id)}`, fields)
        : api.post<{ department: Department }>('/api/settings/departments', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
