import type { KnowledgeBase } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { knowledgeBasesQueryKey } from './knowledgeQueryKeys.ts';

export const useKnowledgeBases = () =>
  useQuery({
    queryKey: knowledgeBasesQueryKey,
    queryFn: async () => (await api.get<{ bases: KnowledgeBase[] }>('/api/knowledge/bases')).bases,
  });
