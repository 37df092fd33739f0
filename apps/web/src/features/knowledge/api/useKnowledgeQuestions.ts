import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { knowledgeQuestionsQueryKey } from './knowledgeQueryKeys.ts';

export const useKnowledgeQuestions = (baseId: string) =>
  useQuery({
    queryKey: knowledgeQuestionsQueryKey(baseId),
    queryFn: () => api.get('/api/knowledge/bases/:id/questions', { params: { id: baseId } }),
  });
