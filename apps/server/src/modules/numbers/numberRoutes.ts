import {
  levels,
  numberLookupResponse,
  numberStatusActionInput,
  numberStatusActionRouteParams,
  optInInput,
  optOutInput,
  optOutListQuery,
  optOutListResponse,
  optOutPermanenceInput,
  optOutPermanenceResponse,
  phoneLookup,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';
import { changeNumberStatusByNumber } from './changeNumberStatusByNumber.ts';
import { changeOptOut } from './changeOptOut.ts';
import { listOptOuts } from './listOptOuts.ts';
import { lookUpNumber } from './lookUpNumber.ts';
import { setOptOutPermanence } from './setOptOutPermanence.ts';

// Managers and above look numbers up and act on them, as in the live room (a block silences the
// chatbot, an opt-out stops templates); the opt-out permanence is master-only (spec campaigns §6).
const managers = memberAccess(levels.manager);
const masters = memberAccess(levels.master);

export function numberRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    api.get(
      '/api/settings/number-status',
      {
        config: managers,
        schema: {
          summary: "Look a number's WhatsApp status up, with its history",
          tags,
          querystring: phoneLookup,
          response: { 200: numberLookupResponse },
        },
      },
      (request) => lookUpNumber(request.ctx, request.query),
    );
    api.post(
      '/api/settings/number-status/:action',
      {
        config: managers,
        schema: {
          summary: "Reset, block or unblock a number's WhatsApp status",
          tags,
          params: numberStatusActionRouteParams,
          body: numberStatusActionInput,
          response: { 200: numberLookupResponse },
        },
      },
      (request) => changeNumberStatusByNumber(request.ctx, request.params.action, request.body),
    );
    api.get(
      '/api/settings/optout',
      {
        config: managers,
        schema: {
          summary: "List the account's opt-out records, or one number's",
          tags,
          querystring: optOutListQuery,
          response: { 200: optOutListResponse },
        },
      },
      (request) => listOptOuts(request.ctx, request.query),
    );
    api.post(
      '/api/settings/optout',
      {
        config: managers,
        schema: {
          summary: 'Opt a number out by hand',
          tags,
          body: optOutInput,
          response: { 200: optOutListResponse },
        },
      },
      async (request) => {
        await changeOptOut(request.ctx, 'optOut', request.body, services.clock.now());
        return listOptOuts(request.ctx, request.body);
      },
    );
    api.post(
      '/api/settings/optout/reset',
      {
        config: managers,
        schema: {
          summary: 'Put an opted-out number back to opt-in by hand',
          tags,
          body: optInInput,
          response: { 200: optOutListResponse },
        },
      },
      async (request) => {
        await changeOptOut(request.ctx, 'optIn', request.body, services.clock.now());
        return listOptOuts(request.ctx, request.body);
      },
    );
    api.put(
      '/api/settings/optout/permanence',
      {
        config: masters,
        schema: {
          summary: 'Set how long an opt-out lasts (master only)',
          tags,
          body: optOutPermanenceInput,
          response: { 200: optOutPermanenceResponse },
        },
      },
      (request) => setOptOutPermanence(request.ctx, request.body.permanence),
    );
  };
}
