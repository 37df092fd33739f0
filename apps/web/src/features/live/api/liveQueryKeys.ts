import type { ConversationListQuery } from '@prosa/contracts';

// Every live query starts with 'live', so a conversation event refreshes them all at once.
export const liveQueryKeys = {
  all: ['live'] as const,
  conversations: (query: ConversationListQuery) => ['live', 'conversations', query] as const,
  conversation: (id: string) => ['live', 'conversation', id] as const,
  // Under 'live': a conversation event (a status changed) refreshes the side panel's list too.
  contactConversations: (id: string) => ['live', 'contact-conversations', id] as const,
  checkIns: ['live', 'check-ins'] as const,
  browsingVisitors: ['live', 'visitors', 'browsing'] as const,
};

// The contact the side panel shows, under the keys the CRM screens use for the same answers
// (['contacts', …]), so a change made here is what the contact form shows next, and the reverse.
export const contactQueryKeys = {
  contact: (id: string) => ['contacts', 'one', id] as const,
  notes: (id: string) => ['contacts', 'notes', id] as const,
  timeline: (id: string) => ['contacts', 'timeline', id] as const,
};
