import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's departments, to name each bot's default one and to choose it for a new bot.
export const useDepartmentNames = () =>
  useQuery({
    queryKey: ['bots', 'departments'],
    queryFn: async () =>
      (await api.get('/api/settings/departments')).items.map(({ id, name }) => ({
        id,
        name,
      })),
  });
