import { okResponse, setupRequest } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { createFirstAdministrator } from './createFirstAdministrator.ts';
import type { SetupLink } from './SetupLink.ts';

// Registered only while a production server waits for its first administrator (the panel's
// /setup page posts here); a server that started with users has no such route.
export function setupRoutes(db: Db, link: SetupLink) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/setup',
      {
        config: publicAccess,
        schema: {
          summary: 'Create the first administrator with the one-time setup link',
          tags: ['setup'],
          body: setupRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const { token, confirmation: _, ...person } = request.body;
        if (!link.take(token)) throw new CatalogueError('setup.linkInvalid');
        try {
          await createFirstAdministrator(db, person);
        } catch (error) {
          // Someone else set Prosa up meanwhile: the link stays used. Any other failure gives it back.
          if (!(error instanceof CatalogueError && error.code === 'setup.alreadyDone')) link.release(token);
          throw error;
        }
        return { ok: true as const };
      },
    );
  };
}
