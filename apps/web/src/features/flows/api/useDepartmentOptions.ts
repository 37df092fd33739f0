import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's departments, for a hand-off balloon's target and to name it in the viewer.
export const useDepartmentOptions = () =>
  useQuery({
    queryKey: ['flows', 'departments'],
    queryFn: async () =>
      (await api.get('/api/settings/departments')).items.map((department) => ({
        value: department.id,
        label: department.name,
      })),
  });
