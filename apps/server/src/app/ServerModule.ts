import type { FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import type { SetupLink } from '../modules/setup/SetupLink.ts';
import type { AppServices } from './services.ts';

// What buildServer knows at start that a module's routes may need.
export interface RouteStart {
  // A production server started on an empty database: POST /api/setup takes this one-time link.
  setupLink: SetupLink | null;
  // The provider sandbox's address when demo mode runs one (the channel simulator talks to it).
  sandboxUrl: string | null;
}

// What a server module brings, declared once in its folder (`modules/<name>/<name>Module.ts`,
// exported from its index.ts) and listed in `modules/serverModules.ts`: buildServer registers the
// routes, startJobs the jobs, attachRealtime the listeners, each in the list's order.
export interface ServerModule {
  name: string;
  // Fastify plugins in registration order.
  routes?: (services: AppServices, start: RouteStart) => FastifyPluginAsync[];
  // Queues and workers on the process's job queue; `pollingSeconds`: how often its workers poll
  // (startJobs' polling option, 1 s by default, at most 2 s).
  jobs?: (services: AppServices, boss: PgBoss, pollingSeconds: number) => Promise<void>;
  // Domain-event listeners. attachRealtime calls them with its scoped services, so they go with
  // the sockets when the server closes (DomainEventBus.scope).
  listeners?: (services: AppServices) => void;
}
