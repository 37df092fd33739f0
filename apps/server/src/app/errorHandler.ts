import { type ErrorCode, errorMessage, isErrorCode, pickLanguage } from '@prosa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts';
import { CatalogueError } from './CatalogueError.ts';
import { RateLimitedError } from './RateLimitedError.ts';

interface ValidationIssue {
  message?: string;
  instancePath?: string;
}

const languageOf = (request: FastifyRequest) =>
  request.auth?.user.language ?? pickLanguage(request.headers['accept-language']);

// An error without details of its own sends its text's parameters as the details, so the panel
// writes the same text in the user's language (the minutes to wait, with their plural).
export function sendCatalogueError(request: FastifyRequest, reply: FastifyReply, error: CatalogueError) {
  const details = error.details ?? (Object.keys(error.params).length > 0 ? error.params : undefined);
  const body = {
    error: {
      code: error.code,
      message: errorMessage(error.code, languageOf(request), error.params),
      ...(details === undefined ? {} : { details }),
    },
  };
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send(body);
}

// Turns anything a client can provoke into a catalogue answer; only our own bugs reach 500.
function toCatalogueError(error: FastifyError): CatalogueError {
  if (error instanceof CatalogueError) return error;
  // A stalled or lost database is no bug of ours: 503, and the client may try again.
  if (isDatabaseUnavailable(error)) return new CatalogueError('generic.databaseUnavailable');
  const issues = (error.validation ?? []) as ValidationIssue[];
  if (issues.length > 0) {
    const coded = issues.find((issue) => issue.message && isErrorCode(issue.message));
    const code: ErrorCode =
      coded?.message && isErrorCode(coded.message) ? coded.message : 'generic.invalidInput';
    const details = issues.map((issue) => ({ path: issue.instancePath ?? '', code: issue.message ?? '' }));
    return new CatalogueError(code, {}, details);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new CatalogueError('generic.payloadTooLarge');
  if (status === 415) return new CatalogueError('generic.unsupportedMediaType');
  if (status === 404) return new CatalogueError('generic.routeNotFound');
  if (status >= 400 && status < 500) {
    const isJson =
      error instanceof SyntaxError || /JSON/i.test(error.code ?? '') || /JSON/.test(error.message);
    return new CatalogueError(isJson ? 'generic.invalidJson' : 'generic.invalidInput');
  }
  return new CatalogueError('generic.unexpected');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const catalogued = toCatalogueError(error);
    if (catalogued.status >= 500) request.log.error({ err: error }, 'unexpected error');
    return sendCatalogueError(request, reply, catalogued);
  });
  app.setNotFoundHandler((request, reply) =>
    sendCatalogueError(request, reply, new CatalogueError('generic.routeNotFound')),
  );
}
