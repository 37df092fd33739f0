import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The chatbot the settings page is about, from the account's list (the same query key as /bots,
// so the two screens share the answer).
export const useChatbot = (botId: string) =>
  useQuery({
    queryKey: ['bots'],
    queryFn: () => api.get('/api/bots'),
    select: (bots) => bots.find((bot) => bot._id === botId) ?? null,
  });
