import type { In, Ok, Out, Query } from './apiRoutes.ts';
import type {
  baseImportQuery,
  baseRowsQuery,
  baseRowsResponse,
  listEntriesQuery,
  listEntriesResponse,
  listFromContactsInput,
  listFromConversationsInput,
  listImportQuery,
  listTitleInput,
  recipientListResponse,
  recipientListsResponse,
  spreadsheetBaseInput,
  spreadsheetBaseResponse,
  spreadsheetBasesResponse,
} from './lists.ts';

// Recipient lists (/settings/lists) and spreadsheet bases (/settings/bases), issue 18, for the
// panel's typed client.
export interface ListApiRoutes {
  'GET /api/settings/lists': { response: Out<typeof recipientListsResponse> };
  'POST /api/settings/lists/import': {
    query: Query<typeof listImportQuery>;
    response: Out<typeof recipientListResponse>;
  };
  'POST /api/settings/lists/from-contacts': {
    body: In<typeof listFromContactsInput>;
    response: Out<typeof recipientListResponse>;
  };
  'POST /api/settings/lists/from-conversations': {
    body: In<typeof listFromConversationsInput>;
    response: Out<typeof recipientListResponse>;
  };
  'GET /api/settings/lists/:id': { response: Out<typeof recipientListResponse> };
  'PUT /api/settings/lists/:id': {
    body: In<typeof listTitleInput>;
    response: Out<typeof recipientListResponse>;
  };
  'DELETE /api/settings/lists/:id': { response: Ok };
  'GET /api/settings/lists/:id/entries': {
    query: Query<typeof listEntriesQuery>;
    response: Out<typeof listEntriesResponse>;
  };
  'GET /api/settings/bases': { response: Out<typeof spreadsheetBasesResponse> };
  'POST /api/settings/bases': {
    body: In<typeof spreadsheetBaseInput>;
    response: Out<typeof spreadsheetBaseResponse>;
  };
  'POST /api/settings/bases/import': {
    query: Query<typeof baseImportQuery>;
    response: Out<typeof spreadsheetBaseResponse>;
  };
  'POST /api/settings/bases/:id/refresh': { response: Out<typeof spreadsheetBaseResponse> };
  'GET /api/settings/bases/:id/rows': {
    query: Query<typeof baseRowsQuery>;
    response: Out<typeof baseRowsResponse>;
  };
  'DELETE /api/settings/bases/:id': { response: Ok };
}
