import type { FastifyInstance } from 'fastify';
import { CatalogueError } from './CatalogueError.ts';
import { hasUnstorableText } from './hasUnstorableText.ts';

// One guard for every route: a NUL or a lone surrogate anywhere in the path's parameters, the
// query or a parsed body is refused with 400 `generic.controlCharacter` before anything reads it.
// It runs before authentication, like the JSON parser's own refusals: saying that the input is
// malformed tells a caller nothing about the route.
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    )
      throw new CatalogueError('generic.controlCharacter');
  });
}
