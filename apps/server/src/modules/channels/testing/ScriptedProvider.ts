import type { ChannelType } from '@prosa/contracts';
import { newToken } from '../../../app/newId.ts';
import type { ChannelAdapter, OutboundMessage, ProviderError } from '../adapters/ChannelAdapter.ts';

// Tests: a provider in memory (of a WhatsApp channel unless told): it records every request,
// answers each by `answer` (a refusal, or null to accept) and, like the sandbox, takes a repeated
// message id as the same message.
export class ScriptedProvider {
  requests: Array<OutboundMessage & { at: number }> = [];
  accepted = new Map<string, string>();
  answer: (message: OutboundMessage, attempt: number) => ProviderError | null = () => null;
  readonly adapter: ChannelAdapter;

  constructor(type: ChannelType = 'whatsapp') {
    this.adapter = {
      type,
      provider: 'scripted',
      secretKeys: ['token'],
      instanceKey: 'number',
      verifySignature: () => true,
      parse: () => [],
      send: async (_channel, message) => {
        const attempt = this.requests.filter((r) => r.messageId === message.messageId).length + 1;
        this.requests.push({ ...message, at: Date.now() });
        const refusal = this.answer(message, attempt);
        if (refusal) throw refusal;
        const known = this.accepted.get(message.messageId);
        if (known) return { providerMessageId: known };
        const id = `wamid.${newToken(12)}`;
        this.accepted.set(message.messageId, id);
        return { providerMessageId: id };
      },
    };
  }
}
