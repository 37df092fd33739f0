import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The chatbot whose flow is open: its name for the titles, its token for the preview.
export const useFlowBot = (botId: string) =>
  useQuery({
    queryKey: ['flows', 'bots'],
    queryFn: () => api.get('/api/bots'),
    select: (bots) => bots.find((bot) => bot._id === botId) ?? null,
  });
