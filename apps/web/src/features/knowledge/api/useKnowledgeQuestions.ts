import type { KnowledgeBase, KnowledgeQuestion } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { knowledgeQuestionsQueryKey } from './knowledgeQueryKeys.ts';

export const useKnowledgeQuestions = (baseId: string) =>
  useQuery({
    queryKey: knowledgeQuestionsQueryKey(baseId),
    queryFn: () =>
      api.get<{ base: KnowledgeBase; questions: KnowledgeQuestion[] }>(
        `/api/knowledge/bases/${encodeURIComponent(baseId)}/questions`,
      ),
  });
