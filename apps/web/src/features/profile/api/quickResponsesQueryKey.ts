export const quickResponsesQueryKey = ['quick-responses'] as const;
