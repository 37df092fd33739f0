import type { ChannelAdapter } from './ChannelAdapter.ts';
import { gupshupAdapter } from './gupshup/gupshupAdapter.ts';
import { twilioAdapter } from './twilio/twilioAdapter.ts';
import { whatsappCloudAdapter } from './whatsappCloud/whatsappCloudAdapter.ts';

// Every provider adapter, by `${type}:${provider}`. A new provider adds one line here.
const adapters: ChannelAdapter[] = [whatsappCloudAdapter, twilioAdapter, gupshupAdapter];

const byKey = new Map(adapters.map((adapter) => [`${adapter.type}:${adapter.provider}`, adapter]));

export function adapterFor(type: string, provider: string): ChannelAdapter | null {
  return byKey.get(`${type}:${provider}`) ?? null;
}
