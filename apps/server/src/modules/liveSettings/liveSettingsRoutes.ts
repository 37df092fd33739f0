import { levels, liveBehaviorInput, liveMessagesInput, liveSettingsResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { getLiveSettings } from './getLiveSettings.ts';
import { updateLiveBehavior } from './updateLiveBehavior.ts';
import { updateLiveMessages } from './updateLiveMessages.ts';

const changeAccess = memberAccess(levels.manager, 'settings.live');

export async function liveSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['liveSettings'];
  api.get(
    '/api/settings/live',
    {
      config: memberAccess(),
      schema: {
        summary: "Read the account's live-chat settings",
        tags,
        response: { 200: liveSettingsResponse },
      },
    },
    (request) => getLiveSettings(request.ctx),
  );
  api.put(
    '/api/settings/live/behavior',
    {
      config: changeAccess,
      schema: {
        summary: 'Save the live-chat behaviour',
        tags,
        body: liveBehaviorInput,
        response: { 200: liveSettingsResponse },
      },
    },
    (request) => updateLiveBehavior(request.ctx, request.body),
  );
  api.put(
    '/api/settings/live/messages',
    {
      config: changeAccess,
      schema: {
        summary: "Save the live chat's automatic messages",
        tags,
        body: liveMessagesInput,
        response: { 200: liveSettingsResponse },
      },
    },
    (request) => updateLiveMessages(request.ctx, request.body),
  );
}
