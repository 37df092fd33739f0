import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's departments, for the member form's select (the departments screen owns them).
export const useDepartmentOptions = () =>
  useQuery({
    queryKey: ['settings', 'departments', 'options'],
    queryFn: async () =>
      (await api.get('/api/settings/departments')).items.map((department) => ({
        value: department.id,
        label: department.name,
      })),
  });
