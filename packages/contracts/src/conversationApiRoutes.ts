import type { In, Ok, Out, Query } from './apiRoutes.ts';
import type {
  conversationComment,
  conversationCommentInput,
  conversationCount,
  conversationExport,
  conversationExportInput,
  conversationExportList,
  conversationForwardInput,
  conversationFull,
  conversationListPage,
  conversationSearchQuery,
} from './conversations.ts';

// The conversation history's routes (issue 16), for the panel's typed client.
export interface ConversationApiRoutes {
  'GET /api/conversations': {
    query: Query<typeof conversationSearchQuery>;
    response: Out<typeof conversationListPage>;
  };
  'GET /api/conversations/count': {
    query: Query<typeof conversationSearchQuery>;
    response: Out<typeof conversationCount>;
  };
  'GET /api/conversations/:id': { response: Out<typeof conversationFull> };
  'DELETE /api/conversations/:id': { response: Ok };
  'POST /api/conversations/:id/forward': { body: In<typeof conversationForwardInput>; response: Ok };
  'POST /api/conversations/:id/comments': {
    body: In<typeof conversationCommentInput>;
    response: Out<typeof conversationComment>;
  };
  'POST /api/conversation-exports': {
    body: In<typeof conversationExportInput>;
    response: Out<typeof conversationExport>;
  };
  'GET /api/conversation-exports': { response: Out<typeof conversationExportList> };
  'GET /api/conversation-exports/:id': { response: Out<typeof conversationExport> };
}
