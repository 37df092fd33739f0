import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The intent test: asks the server, which matches with the same function the chatbot uses.
export const useMatchKnowledge = (baseId: string) =>
  useMutation({
    mutationFn: (text: string) =>
      api.post('/api/knowledge/bases/:id/match', { params: { id: baseId }, body: { text } }),
  });
