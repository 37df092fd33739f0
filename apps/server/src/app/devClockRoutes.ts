import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from './access.ts';
import type { OffsetClock } from './OffsetClock.ts';
import type { AppServices } from './services.ts';

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });
const clockResponse = z.object({ now: z.string() });

// Test harness only: reads and moves the server's clock. Registered when the server was started
// in sandbox mode with PROSA_CONTROLLED_CLOCK=1 (never in production); absent otherwise, and like the
// dev outbox answered to this machine only.
export function devClockRoutes(
  clock: OffsetClock,
  services: AppServices,
  fromThisMachine: preHandlerAsyncHookHandler,
) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', fromThisMachine);
    const api = app.withTypeProvider<ZodTypeProvider>();
    const schema = { hide: true, response: { 200: clockResponse } };
    api.get('/api/dev/clock', { config: publicAccess, schema }, () => ({ now: clock.now().toISOString() }));
    api.put('/api/dev/clock', { config: publicAccess, schema: { ...schema, body: clockBody } }, (request) => {
      clock.set(new Date(request.body.now));
      // The working-day watch looks again at once instead of at its next tick.
      services.events.emit('clock.moved', {});
      return { now: clock.now().toISOString() };
    });
  };
}
