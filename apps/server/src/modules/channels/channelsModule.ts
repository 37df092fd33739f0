import type { ServerModule } from '../../app/ServerModule.ts';
import { channelRoutes } from './channelRoutes.ts';
import { connectionTestRoutes } from './connectionTest/connectionTestRoutes.ts';
import { unsubscribeRoutes } from './email/unsubscribeRoutes.ts';
import { startInboundJobs } from './inbound/startInboundJobs.ts';
import { channelWebhookRoutes } from './inbound/webhookRoutes.ts';
import { mediaLinkRoutes } from './media/mediaLinkRoutes.ts';
import { startChannelDelivery } from './outbound/startChannelDelivery.ts';
import { createDnsResolver } from './sendingDomains/dnsResolver.ts';
import { startDomainVerificationJobs } from './sendingDomains/domainVerificationJobs.ts';
import { sendingDomainRoutes } from './sendingDomains/sendingDomainRoutes.ts';
import { simulatorRoutes } from './simulator/simulatorRoutes.ts';

export const channelsModule: ServerModule = {
  name: 'channels',
  routes: (services, start) => [
    channelRoutes(services),
    channelWebhookRoutes(services),
    connectionTestRoutes(services),
    simulatorRoutes(services, start.sandboxUrl),
    mediaLinkRoutes(services),
    sendingDomainRoutes(services, createDnsResolver(services.env.DNS_SERVERS)),
    unsubscribeRoutes(services),
  ],
  jobs: async (services, boss, pollingSeconds) => {
    await startInboundJobs(services, boss, pollingSeconds);
    startChannelDelivery(services, boss);
    const resolver = createDnsResolver(services.env.DNS_SERVERS);
    await startDomainVerificationJobs(services, boss, resolver, pollingSeconds);
  },
};
