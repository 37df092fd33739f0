import type { ChannelAdapter } from './ChannelAdapter.ts';
import { whatsappCloudAdapter } from './whatsappCloud/whatsappCloudAdapter.ts';

// Every provider adapter, by `${type}:${provider}`. A new provider adds one line here.
const adapters: ChannelAdapter[] = [whatsappCloudAdapter];

const byKey = new Map(adapters.map((adapter) => [`${adapter.type}:${adapter.provider}`, adapter]));

export function adapterFor(type: string, provider: string): ChannelAdapter | null {
  return byKey.get(`${type}:${provider}`) ?? null;
}
