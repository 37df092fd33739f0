import type { Department } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// Departments for the list filter and the transfer drawer (the departments screen's endpoint).
export const useLiveDepartments = () =>
  useQuery({
    queryKey: ['settings', 'departments'],
    queryFn: async () => (await api.get<{ items: Department[] }>('/api/settings/departments')).items,
  });
