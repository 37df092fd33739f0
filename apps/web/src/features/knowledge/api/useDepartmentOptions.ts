import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's departments, for a live chat response's target.
export const useDepartmentOptions = () =>
  useQuery({
    queryKey: ['knowledge', 'departments'],
    queryFn: async () =>
      (await api.get('/api/settings/departments')).items.map((department) => ({
        value: department.id,
        label: department.name,
      })),
  });
