import {
  baseIdParams,
  baseRowsQuery,
  baseRowsResponse,
  okResponse,
  spreadsheetBaseInput,
  spreadsheetBaseResponse,
  spreadsheetBasesResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app/services.ts';
import { findBases, toSpreadsheetBase } from './baseRepository.ts';
import { createSpreadsheetBase } from './createSpreadsheetBase.ts';
import { deleteBase } from './deleteBase.ts';
import type { SpreadsheetSource } from './fetchSpreadsheetCsv.ts';
import { manageAudiences } from './listAccess.ts';
import { readBaseRows } from './readBaseRows.ts';
import { refreshSpreadsheetBase } from './refreshSpreadsheetBase.ts';

export const spreadsheetSourceOf = (services: AppServices): SpreadsheetSource => ({
  urlTemplate: services.env.SPREADSHEET_CSV_URL,
  isProduction: services.env.isProduction,
});

export function baseRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['broadcast'];
    const config = manageAudiences;
    const params = baseIdParams;
    const source = spreadsheetSourceOf(services);
    api.get(
      '/api/settings/bases',
      { config, schema: { summary: 'List databases', tags, response: { 200: spreadsheetBasesResponse } } },
      async (request) => ({
        bases: (await findBases(request.ctx.db, request.ctx.accountId)).map(toSpreadsheetBase),
      }),
    );
    api.post(
      '/api/settings/bases',
      {
        config,
        schema: {
          summary: "Create a database from a spreadsheet's page",
          tags,
          body: spreadsheetBaseInput,
          response: { 200: spreadsheetBaseResponse },
        },
      },
      async (request) => ({ base: await createSpreadsheetBase(request.ctx, source, request.body) }),
    );
    api.post(
      '/api/settings/bases/:id/refresh',
      {
        config,
        schema: {
          summary: "Read a spreadsheet database's page again",
          tags,
          params,
          response: { 200: spreadsheetBaseResponse },
        },
      },
      async (request) => ({ base: await refreshSpreadsheetBase(request.ctx, source, request.params.id) }),
    );
    api.get(
      '/api/settings/bases/:id/rows',
      {
        config,
        schema: {
          summary: "Read a page of a database's rows",
          tags,
          params,
          querystring: baseRowsQuery,
          response: { 200: baseRowsResponse },
        },
      },
      (request) =>
        readBaseRows(request.ctx.db, request.ctx.accountId, request.params.id, request.query.after),
    );
    api.delete(
      '/api/settings/bases/:id',
      { config, schema: { summary: 'Delete a database', tags, params, response: { 200: okResponse } } },
      async (request) => {
        await deleteBase(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
