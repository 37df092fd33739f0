import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { chatbotNamesQueryKey } from './leadsQueryKeys.ts';

// The account's chatbots for the list's filter (every level may read their names).
export const useChatbotNames = () =>
  useQuery({
    queryKey: chatbotNamesQueryKey,
    queryFn: async () => (await api.get('/api/bots')).map((bot) => ({ id: bot._id, name: bot.name })),
  });
