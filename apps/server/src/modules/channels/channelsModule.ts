import type { ServerModule } from '../../app/ServerModule.ts';
import { channelRoutes } from './channelRoutes.ts';
import { startInboundJobs } from './inbound/startInboundJobs.ts';
import { channelWebhookRoutes } from './inbound/webhookRoutes.ts';
import { startChannelDelivery } from './outbound/startChannelDelivery.ts';

export const channelsModule: ServerModule = {
  name: 'channels',
  routes: (services) => [channelRoutes(services), channelWebhookRoutes(services)],
  jobs: async (services, boss, pollingSeconds) => {
    await startInboundJobs(services, boss, pollingSeconds);
    startChannelDelivery(services, boss);
  },
};
