import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Fastify's request logging, quieter: one line per request at debug (method, URL, status and
// milliseconds) instead of two at info, and unknown routes at debug too, so the default console
// keeps to start-up, the demo logins and what went wrong. A request that failed in Fastify's own
// handling is still an error.
export class QuietRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}
