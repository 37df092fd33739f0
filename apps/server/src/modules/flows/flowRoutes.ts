import {
  flowBotParams,
  flowDraftSavedResponse,
  flowPublishedResponse,
  flowResponse,
  flowVersionParams,
  flowVersionResponse,
  levels,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../app/access.ts';
import { publishFlow } from './publishFlow.ts';
import { readFlow } from './readFlow.ts';
import { readFlowVersion } from './readFlowVersion.ts';
import { restoreFlowVersion } from './restoreFlowVersion.ts';
import { saveFlowDraft } from './saveFlowDraft.ts';

// Reading follows the permission catalogue's `flow.view` (managers by default, attendants when
// granted; a flow may hold integration tokens). Every write needs `flow.edit` (administrators by
// default, managers when granted): saving the draft at that, publishing stays the administrators'.
// Versions, looked at or restored, are master level (spec §6, "versions"). External code takes
// master level too, checked in the use cases.
const read = memberAccess(levels.attendant, 'flow.view');
const edit = memberAccess(levels.manager, 'flow.edit');
const publish = memberAccess(levels.administrator, 'flow.edit');
const readVersion = memberAccess(levels.master, 'flow.view');
const restoreVersion = memberAccess(levels.master, 'flow.edit');

export async function flowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['flows'];
  const base = '/api/bots/:botId/flow';
  api.get(
    base,
    {
      config: read,
      schema: {
        summary: "Read a chatbot's flow draft and published versions",
        tags,
        params: flowBotParams,
        response: { 200: flowResponse },
      },
    },
    (request) => readFlow(request.ctx, request.params.botId),
  );
  // The body is checked by the save check itself, so every error comes back pointing at its line.
  api.put(
    base,
    {
      config: edit,
      schema: {
        summary: "Save a chatbot's flow draft",
        tags,
        params: flowBotParams,
        body: z.unknown(),
        response: { 200: flowDraftSavedResponse },
      },
    },
    (request) => saveFlowDraft(request.ctx, request.params.botId, request.body),
  );
  api.post(
    `${base}/publish`,
    {
      config: publish,
      schema: {
        summary: 'Publish the flow draft as a new version',
        tags,
        params: flowBotParams,
        response: { 200: flowPublishedResponse },
      },
    },
    (request) => publishFlow(request.ctx, request.params.botId),
  );
  api.get(
    `${base}/versions/:version`,
    {
      config: readVersion,
      schema: {
        summary: 'Read one published flow version',
        tags,
        params: flowVersionParams,
        response: { 200: flowVersionResponse },
      },
    },
    (request) => readFlowVersion(request.ctx, request.params.botId, request.params.version),
  );
  api.post(
    `${base}/versions/:version/restore`,
    {
      config: restoreVersion,
      schema: {
        summary: 'Restore a published version as the draft',
        tags,
        params: flowVersionParams,
        response: { 200: flowDraftSavedResponse },
      },
    },
    (request) => restoreFlowVersion(request.ctx, request.params.botId, request.params.version),
  );
}
