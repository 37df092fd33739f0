import type { ServerModule } from '../../app/ServerModule.ts';
import { channelRoutes } from './channelRoutes.ts';
import { connectionTestRoutes } from './connectionTest/connectionTestRoutes.ts';
import { startInboundJobs } from './inbound/startInboundJobs.ts';
import { channelWebhookRoutes } from './inbound/webhookRoutes.ts';
import { mediaLinkRoutes } from './media/mediaLinkRoutes.ts';
import { startChannelDelivery } from './outbound/startChannelDelivery.ts';
import { simulatorRoutes } from './simulator/simulatorRoutes.ts';

export const channelsModule: ServerModule = {
  name: 'channels',
  routes: (services, start) => [
    channelRoutes(services),
    channelWebhookRoutes(services),
    connectionTestRoutes(services),
    simulatorRoutes(services, start.sandboxUrl),
    mediaLinkRoutes(services),
  ],
  jobs: async (services, boss, pollingSeconds) => {
    await startInboundJobs(services, boss, pollingSeconds);
    startChannelDelivery(services, boss);
  },
};
