import type {
  analyticsFlow,
  analyticsFlowQuery,
  analyticsIdentifiersQuery,
  analyticsKnowledge,
  analyticsKnowledgeResponses,
  analyticsLocation,
  analyticsOverview,
  analyticsQuery,
  analyticsTable,
} from './analytics.ts';
import type { Out, Query } from './apiRoutes.ts';

// The analytics pages' routes (issue 16), for the panel's typed client.
export interface AnalyticsApiRoutes {
  'GET /api/analytics/overview': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsOverview>;
  };
  'GET /api/analytics/channels': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsTable>;
  };
  'GET /api/analytics/location': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsLocation>;
  };
  'GET /api/analytics/location/locationsTable/:type': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsTable>;
  };
  'GET /api/analytics/attendant': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsTable>;
  };
  'GET /api/analytics/identifiers': {
    query: Query<typeof analyticsIdentifiersQuery>;
    response: Out<typeof analyticsTable>;
  };
  'GET /api/analytics/knowledge': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsKnowledge>;
  };
  'GET /api/analytics/knowledge/responses': {
    query: Query<typeof analyticsQuery>;
    response: Out<typeof analyticsKnowledgeResponses>;
  };
  'GET /api/analytics/origin': { query: Query<typeof analyticsQuery>; response: Out<typeof analyticsTable> };
  'GET /api/analytics/flow': { query: Query<typeof analyticsFlowQuery>; response: Out<typeof analyticsFlow> };
}
