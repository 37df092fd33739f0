import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { departmentsQueryKey } from './departmentsQueryKey.ts';

export const useDepartments = () =>
  useQuery({
    queryKey: departmentsQueryKey,
    queryFn: async () => (await api.get('/api/settings/departments')).items,
  });
