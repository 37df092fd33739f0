import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// Departments for the list filter and the transfer drawer (the departments screen's endpoint).
export const useLiveDepartments = () =>
  useQuery({
    queryKey: ['settings', 'departments'],
    queryFn: async () => (await api.get('/api/settings/departments')).items,
  });
