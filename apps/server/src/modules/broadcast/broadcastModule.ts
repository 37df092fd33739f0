import type { ServerModule } from '../../app/ServerModule.ts';
import { addProviderEventSink } from '../channels/index.ts';
import { startBroadcastJobs } from './broadcastJobs.ts';
import { broadcastProviderEvents } from './broadcastProviderEvents.ts';
import { broadcastRoutes } from './broadcastRoutes.ts';
import { trackingRoutes } from './trackingRoutes.ts';

export const broadcastModule: ServerModule = {
  name: 'broadcast',
  routes: (services) => {
    // Every server takes webhooks (a process without jobs too): its channel layer hands it the
    // broadcast's statuses and template reviews.
    addProviderEventSink(broadcastProviderEvents);
    return [broadcastRoutes(services), trackingRoutes(services)];
  },
  jobs: startBroadcastJobs,
};
