import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's chatbots, for the opt-out record's chatbot.
export const useAccountBots = () =>
  useQuery({ queryKey: ['numbers', 'bots'], queryFn: () => api.get('/api/bots') });
