import type { BotSummary, ChannelSummary, FlowDocumentInput } from '@prosa/contracts';
import { expect } from 'vitest';
import type { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { takeDeskByHand } from './takeDeskByHand.ts';

// A greeting and four topic buttons, each jumping to line 3 (the WhatsApp story's flow starts so too).
export const greetingAndTopics: FlowDocumentInput['lines'] = [
  {
    line: 1,
    type: 'message',
    content: { kind: 'text', text: 'Olá! Sou o robô da Prosa.' },
    appearanceMs: 0,
  },
  {
    line: 2,
    type: 'buttons',
    text: 'Sobre o que quer falar?',
    buttons: ['Suporte', 'Vendas', 'Financeiro', 'Outros'].map((value) => ({
      key: value.toLowerCase(),
      value,
      jump: 3,
    })),
    appearanceMs: 0,
  },
];

const flow = (description: string, departmentId: string): FlowDocumentInput => ({
  description,
  lines: [
    ...greetingAndTopics,
    { line: 3, type: 'handoff', departmentId, text: 'Vou passar para um atendente.', appearanceMs: 0 },
  ],
});

// The channel stories' start: the demo's chatbot greets, offers four buttons and hands off to a
// desk taken by hand (so the conversation waits in the queue). Returns the chatbot and the demo's
// sandbox (its WhatsApp channel points there), which also plays the other providers' APIs.
export async function publishHandoffFlow(admin: ApiClient, description: string) {
  const desk = await takeDeskByHand(admin);
  const bots = (await admin.get('/api/bots')).body as BotSummary[];
  const bot = bots.find((b) => b.name === 'Prosa Bot');
  if (!bot) throw new Error('no Prosa Bot');
  expect((await admin.put(`/api/bots/${bot._id}/flow`, flow(description, desk.id))).status).toBe(200);
  expect((await admin.post(`/api/bots/${bot._id}/flow/publish`)).status).toBe(200);
  const { channels } = (await admin.get('/api/channels')).body as { channels: ChannelSummary[] };
  const sandboxUrl = channels.find((channel) => channel.provider === 'cloud')?.config.graphBaseUrl ?? '';
  expect(sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  return { bot, sandboxUrl };
}
