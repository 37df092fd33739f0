import { contactIdentityChannels } from '@prosa/contracts';
import type { TFunction } from 'i18next';

const knownChannels = new Set<string>(contactIdentityChannels);

// A channel's name in the reader's language; a channel added later shows its own id until it gets
// a text.
export const channelLabel = (t: TFunction<'contactIdentities'>, channel: string) =>
  knownChannels.has(channel) ? t(`channels.${channel as 'webchat' | 'email' | 'phone'}`) : channel;
