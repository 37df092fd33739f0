import type { ServerModule } from '../../app/ServerModule.ts';
import { channelRoutes } from './channelRoutes.ts';
import { startInboundJobs } from './inbound/startInboundJobs.ts';
import { channelWebhookRoutes } from './inbound/webhookRoutes.ts';

export const channelsModule: ServerModule = {
  name: 'channels',
  routes: (services) => [channelRoutes(services), channelWebhookRoutes(services)],
  jobs: (services, boss, pollingSeconds) => startInboundJobs(services, boss, pollingSeconds),
};
