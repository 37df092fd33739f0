import type { ConversationListQuery } from '@prosa/contracts';

// Every live query starts with 'live', so a conversation event refreshes them all at once.
export const liveQueryKeys = {
  all: ['live'] as const,
  conversations: (query: ConversationListQuery) => ['live', 'conversations', query] as const,
  conversation: (id: string) => ['live', 'conversation', id] as const,
  checkIns: ['live', 'check-ins'] as const,
  browsingVisitors: ['live', 'visitors', 'browsing'] as const,
};
