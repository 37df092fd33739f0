import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { knowledgeBasesQueryKey } from './knowledgeQueryKeys.ts';

export const useKnowledgeBases = () =>
  useQuery({
    queryKey: knowledgeBasesQueryKey,
    queryFn: async () => (await api.get('/api/knowledge/bases')).bases,
  });
