import type { KnowledgeMatch } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// The intent test: asks the server, which matches with the same function the chatbot uses.
export const useMatchKnowledge = (baseId: string) =>
  useMutation({
    mutationFn: (text: string) =>
      api.post<KnowledgeMatch>(`/api/knowledge/bases/${encodeURIComponent(baseId)}/match`, { text }),
  });
