import {
  accountTimeZoneInput,
  accountTimeZoneResponse,
  journeyIdParams,
  journeyInput,
  journeyResponse,
  journeysResponse,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';
import { createJourney } from './createJourney.ts';
import { deleteJourney } from './deleteJourney.ts';
import { getAccountTimeZone } from './getAccountTimeZone.ts';
import { listJourneys } from './listJourneys.ts';
import { updateAccountTimeZone } from './updateAccountTimeZone.ts';
import { updateJourney } from './updateJourney.ts';

// Journeys and the account's time zone are administrators' settings (spec §6).
const access = memberAccess(levels.administrator, 'settings.journeys');

export function journeyRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['journeys'];
    api.get(
      '/api/settings/journeys',
      {
        config: access,
        schema: { summary: 'List working journeys', tags, response: { 200: journeysResponse } },
      },
      (request) => listJourneys(request.ctx),
    );
    api.post(
      '/api/settings/journeys',
      {
        config: access,
        schema: {
          summary: 'Create a working journey',
          tags,
          body: journeyInput,
          response: { 200: journeyResponse },
        },
      },
      (request) => createJourney(request.ctx, request.body),
    );
    api.put(
      '/api/settings/journeys/:id',
      {
        config: access,
        schema: {
          summary: 'Edit a working journey',
          tags,
          params: journeyIdParams,
          body: journeyInput,
          response: { 200: journeyResponse },
        },
      },
      (request) => updateJourney(request.ctx, request.params.id, request.body),
    );
    api.delete(
      '/api/settings/journeys/:id',
      {
        config: access,
        schema: {
          summary: 'Delete a working journey',
          tags,
          params: journeyIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteJourney(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
    api.get(
      '/api/settings/account/time-zone',
      {
        config: access,
        schema: { summary: "Read the account's time zone", tags, response: { 200: accountTimeZoneResponse } },
      },
      (request) => getAccountTimeZone(request.ctx),
    );
    api.put(
      '/api/settings/account/time-zone',
      {
        config: access,
        schema: {
          summary: "Set the account's time zone",
          tags,
          body: accountTimeZoneInput,
          response: { 200: accountTimeZoneResponse },
        },
      },
      (request) => updateAccountTimeZone(services, request.ctx, request.body.timeZone),
    );
  };
}
