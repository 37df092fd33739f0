// The conversations module (/conversations: history, search, export) as other modules see it.

export { conversationListWhere, parseConversationQuery } from './conversationListWhere.ts';
export { conversationsModule } from './conversationsModule.ts';
export { viewerOf } from './listConversationHistory.ts';
export { findReachableConversation, readConversationRecord } from './readConversationRecord.ts';
