// What other modules may use of the channel layer.

export { adapterFor } from './adapters/adapterFor.ts';
export {
  type AdapterChannel,
  type ChannelAdapter,
  type HttpFetch,
  type OutboundMessage,
  ProviderError,
  type ProviderTemplate,
  type SubmissionFile,
} from './adapters/ChannelAdapter.ts';
export { keptAliveFetch } from './adapters/keptAliveFetch.ts';
export { smsText } from './adapters/sms/smsText.ts';
export {
  type ChannelRow,
  findAccountChannel,
  findChannelById,
  toAdapterChannel,
} from './channelRepository.ts';
// The channels module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { channelsModule } from './channelsModule.ts';
export type { ChatCustomer } from './conversations/ChatCustomer.ts';
export { findCurrentConversation } from './conversations/customerConversationRepository.ts';
export { insertCustomerConversation } from './conversations/insertCustomerConversation.ts';
export { openConversation } from './conversations/openConversation.ts';
export { receiveCustomerMessage } from './conversations/receiveCustomerMessage.ts';
export { allowedDomainOf } from './email/completeEmailChannel.ts';
export { emailSenderChannel } from './email/emailSenderChannel.ts';
export { isAddressSuppressed, suppressAddress } from './email/emailSuppressions.ts';
export { startInboundSmtp } from './email/startInboundSmtp.ts';
export {
  addProviderEventSink,
  type ConversationStart,
  type ProviderEventSink,
  type SinkServices,
  type StatusEvent,
  type TemplateEvent,
} from './inbound/providerEventSinks.ts';
export { serverBaseUrl } from './media/serverBaseUrl.ts';
export { boundedHttp } from './outbound/boundedHttp.ts';
export { chargeStoredSms } from './outbound/chargeStoredSms.ts';
export { paceWindowOf } from './outbound/pacing/paceWindowOf.ts';
export { SendPacer } from './outbound/pacing/SendPacer.ts';
export { providerRefusalOf } from './outbound/providerRefusalOf.ts';
export { retryDelay } from './outbound/retryDelay.ts';
export { openSecrets, sealSecrets } from './secrets/sealSecrets.ts';
export { allowedSenders } from './sendingDomains/allowedSenders.ts';
export { connectSandboxChannels } from './simulator/connectSandboxChannels.ts';
export { demoSandboxChannel } from './simulator/demoSandboxChannel.ts';
export { startDemoSandbox } from './simulator/startDemoSandbox.ts';
