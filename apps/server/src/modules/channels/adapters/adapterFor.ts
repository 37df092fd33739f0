import type { ChannelAdapter } from './ChannelAdapter.ts';
import { emailAdapter } from './email/emailAdapter.ts';
import { gupshupAdapter } from './gupshup/gupshupAdapter.ts';
import { instagramAdapter } from './instagram/instagramAdapter.ts';
import { messengerAdapter } from './messenger/messengerAdapter.ts';
import { rcsAdapter } from './rcs/rcsAdapter.ts';
import { httpSmsAdapter } from './sms/httpSmsAdapter.ts';
import { twilioSmsAdapter } from './sms/twilioSmsAdapter.ts';
import { telegramAdapter } from './telegram/telegramAdapter.ts';
import { twilioAdapter } from './twilio/twilioAdapter.ts';
import { whatsappCloudAdapter } from './whatsappCloud/whatsappCloudAdapter.ts';

// Every provider adapter, by `${type}:${provider}`. A new provider adds one line here.
const adapters: ChannelAdapter[] = [
  whatsappCloudAdapter,
  twilioAdapter,
  gupshupAdapter,
  telegramAdapter,
  twilioSmsAdapter,
  httpSmsAdapter,
  messengerAdapter,
  instagramAdapter,
  rcsAdapter,
  emailAdapter,
];

const byKey = new Map(adapters.map((adapter) => [`${adapter.type}:${adapter.provider}`, adapter]));

export function adapterFor(type: string, provider: string): ChannelAdapter | null {
  return byKey.get(`${type}:${provider}`) ?? null;
}
