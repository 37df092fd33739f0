import { z } from 'zod';
import { channelProviders, providerStatuses } from './channels.ts';

// The routes behind the chatbot's installation tab and the channel simulator (issue 14 §4, §5).

// POST /api/channels/:id/test: the adapter's cheap authenticated call. A refusal is an answer, not
// an error: the tab shows the provider's code and message.
export const connectionTestResult = z.object({
  ok: z.boolean(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type ConnectionTestResult = z.output<typeof connectionTestResult>;

// GET /api/channels/:id/installation: what the administrator pastes at the provider. The verify
// token only lets the provider prove the webhook URL (Cloud API's hub.verify_token); it is shown to
// administrators here so it can be pasted, unlike the credentials.
export const channelInstallation = z.object({
  webhookUrl: z.string(),
  verifyToken: z.string().nullable(),
  // An e-mail channel's: where its address's mail must arrive (MX or forwarding), Prosa's inbound
  // SMTP endpoint as host:port; null for other channels or when the endpoint is off.
  mailServer: z.string().nullable(),
});
export type ChannelInstallation = z.output<typeof channelInstallation>;

// The simulator (demo mode): the account's channels on the sandbox, and a customer's thread there.
export const simulatorChannels = z.object({
  channels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      provider: z.enum(channelProviders),
      // The channel's type (an SMS thread shows a flow's buttons as numbered text).
      type: z.enum(['whatsapp', 'sms', 'telegram', 'messenger', 'instagram', 'rcs', 'email']),
      instanceId: z.string(),
    }),
  ),
});
export type SimulatorChannels = z.output<typeof simulatorChannels>;

// A customer as any simulated channel names them: digits, or an e-mail channel's address (each
// channel's own rule, simulatorCustomerRuleOf, is checked once the channel is known).
export const simulatorCustomer = z
  .string()
  .trim()
  .max(254, 'simulator.customerInvalid')
  .regex(/^(\d{1,20}|[^\s@]+@[^\s@]+)$/, 'simulator.customerInvalid');

export const simulatorSendInput = z
  .object({
    customer: simulatorCustomer,
    profileName: z.string().trim().max(100).optional(),
    text: z.string().max(4096).optional(),
    reply: z.object({ id: z.string().min(1).max(256), title: z.string().max(256) }).optional(),
  })
  .refine((input) => Boolean(input.text?.trim()) || input.reply !== undefined, {
    message: 'simulator.messageEmpty',
    path: ['text'],
  });
export type SimulatorSendInput = z.input<typeof simulatorSendInput>;

export const simulatorReadInput = z.object({ customer: simulatorCustomer });
export const simulatorThreadQuery = z.object({ customer: simulatorCustomer });

const choice = z.object({ id: z.string(), title: z.string() });
export const simulatorMessage = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  at: z.string(),
  text: z.string(),
  kind: z.enum(['text', 'buttons', 'list', 'template', 'media']),
  buttons: z.array(choice).optional(),
  list: z
    .object({
      button: z.string(),
      rows: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })),
    })
    .optional(),
  template: z.object({ name: z.string(), language: z.string(), body: z.string() }).optional(),
  media: z.object({ url: z.string(), mime: z.string(), name: z.string() }).optional(),
  status: z.enum(providerStatuses),
});
export type SimulatorMessage = z.output<typeof simulatorMessage>;
export const simulatorThread = z.object({ messages: z.array(simulatorMessage) });
export type SimulatorThread = z.output<typeof simulatorThread>;
export const simulatorSent = z.object({ id: z.string() });
