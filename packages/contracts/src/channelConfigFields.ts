import { z } from 'zod';

// The pieces every channel type's input shares (channelsApi.ts, smsChannels.ts, emailChannels.ts).

export const requiredConfig = (max: number) =>
  z.string({ error: 'channels.configRequired' }).trim().min(1, 'channels.configRequired').max(max);

// Optional on PUT (kept when left out), demanded on POST by the server.
export const secretConfig = z
  .string()
  .trim()
  .max(1000)
  .optional()
  .transform((value) => value || undefined);

export const channelNameAndBot = {
  name: z.string({ error: 'channels.nameRequired' }).trim().min(1, 'channels.nameRequired').max(100),
  botId: z.string({ error: 'channels.botNotFound' }).trim().min(1, 'channels.botNotFound').max(64),
};
