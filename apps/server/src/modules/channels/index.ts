// What other modules may use of the channel layer.

export { adapterFor } from './adapters/adapterFor.ts';
export type { ChannelAdapter, ProviderTemplate } from './adapters/ChannelAdapter.ts';
export { findAccountChannel, toAdapterChannel } from './channelRepository.ts';
