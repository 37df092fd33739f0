// What other modules may use of the channel layer.

export { adapterFor } from './adapters/adapterFor.ts';
export type { ChannelAdapter, ProviderTemplate } from './adapters/ChannelAdapter.ts';
export { findAccountChannel, toAdapterChannel } from './channelRepository.ts';
// The channels module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { channelsModule } from './channelsModule.ts';
export type { ChatCustomer } from './conversations/ChatCustomer.ts';
export { findCurrentConversation } from './conversations/customerConversationRepository.ts';
export { insertCustomerConversation } from './conversations/insertCustomerConversation.ts';
export { openConversation } from './conversations/openConversation.ts';
export { receiveCustomerMessage } from './conversations/receiveCustomerMessage.ts';
export { connectSandboxChannels } from './simulator/connectSandboxChannels.ts';
export { demoSandboxChannel } from './simulator/demoSandboxChannel.ts';
export { startDemoSandbox } from './simulator/startDemoSandbox.ts';
