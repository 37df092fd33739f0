import type { Department } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

export const useDepartments = () =>
  useQuery({
    queryKey: departmentsQueryKey,
    queryFn: async () => (await api.get<{ items: Department[] }>('/api/settings/departments')).items,
  });
