import {
  analyticsFlow,
  analyticsFlowQuery,
  analyticsIdentifiersQuery,
  analyticsKnowledge,
  analyticsKnowledgeResponses,
  analyticsLocation,
  analyticsLocationParams,
  analyticsOverview,
  analyticsQuery,
  analyticsTable,
  levels,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import {
  readAttendants,
  readChannels,
  readFlow,
  readIdentifiers,
  readKnowledge,
  readKnowledgeResponses,
  readLocation,
  readLocationTable,
  readOrigins,
  readOverview,
} from './readAnalyticsPages.ts';

// One route per analytics page (core.md §2), for the levels holding `analytics.view` (by default
// managers and above; an attendant's level may be granted it). Every count comes from the rollups.
const read = memberAccess(levels.attendant, 'analytics.view');

export async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];
  const page = { config: read, schema: { tags, querystring: analyticsQuery } };
  api.get(
    '/api/analytics/overview',
    {
      ...page,
      schema: {
        ...page.schema,
        summary: 'Conversations, satisfaction and statuses',
        response: { 200: analyticsOverview },
      },
    },
    (request) => readOverview(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/channels',
    {
      ...page,
      schema: { ...page.schema, summary: 'Conversations per channel', response: { 200: analyticsTable } },
    },
    (request) => readChannels(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/location',
    {
      ...page,
      schema: {
        ...page.schema,
        summary: 'Conversations per country and state',
        response: { 200: analyticsLocation },
      },
    },
    (request) => readLocation(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/location/locationsTable/:type',
    {
      ...page,
      schema: {
        ...page.schema,
        params: analyticsLocationParams,
        summary: 'Conversations per country, state or city',
        response: { 200: analyticsTable },
      },
    },
    (request) => readLocationTable(request.ctx, request.params.type, request.query),
  );
  api.get(
    '/api/analytics/attendant',
    {
      ...page,
      schema: {
        ...page.schema,
        summary: 'Per attendant: conversations, first-response and handling times, satisfaction',
        response: { 200: analyticsTable },
      },
    },
    (request) => readAttendants(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/identifiers',
    {
      config: read,
      schema: {
        tags,
        querystring: analyticsIdentifiersQuery,
        summary: 'The identifier cards (at most 12)',
        response: { 200: analyticsTable },
      },
    },
    (request) => readIdentifiers(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/knowledge',
    {
      ...page,
      schema: {
        ...page.schema,
        summary: 'Knowledge answers given and missed',
        response: { 200: analyticsKnowledge },
      },
    },
    (request) => readKnowledge(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/knowledge/responses',
    {
      ...page,
      schema: {
        ...page.schema,
        summary: 'The questions that answered',
        response: { 200: analyticsKnowledgeResponses },
      },
    },
    (request) => readKnowledgeResponses(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/origin',
    {
      ...page,
      schema: { ...page.schema, summary: 'Conversations per origin', response: { 200: analyticsTable } },
    },
    (request) => readOrigins(request.ctx, request.query),
  );
  api.get(
    '/api/analytics/flow',
    {
      config: read,
      schema: {
        tags,
        querystring: analyticsFlowQuery,
        summary: 'Where customers leave a flow, per line',
        response: { 200: analyticsFlow },
      },
    },
    (request) => readFlow(request.ctx, request.query),
  );
}
