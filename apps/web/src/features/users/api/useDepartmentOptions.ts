import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// The account's departments, for the member form's select (the departments screen owns them).
export const useDepartmentOptions = () =>
  useQuery({
    queryKey: ['settings', 'departments', 'options'],
    queryFn: async () =>
      (await api.get<{ items: Array<{ id: string; name: string }> }>('/api/settings/departments')).items.map(
        (department) => ({ value: department.id, label: department.name }),
      ),
  });
