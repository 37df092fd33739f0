export const knowledgeBasesQueryKey = ['knowledge', 'bases'] as const;
export const knowledgeQuestionsQueryKey = (baseId: string) =>
  ['knowledge', 'bases', baseId, 'questions'] as const;
