import type { Language, LiveMessageKey } from '@prosa/contracts';
import { findLiveSettings, resolveLiveSettings } from '../../liveSettings/index.ts';
import { appendMessage } from '../messages/appendMessage.ts';
import type { LiveServices } from './LiveServices.ts';

// One of the account's customer messages (live settings), in the conversation's language, as a
// system message. The caller names a deterministic clientMessageId (the event and its instant),
// so a retried action never says it twice.
export async function notifyCustomer(
  services: LiveServices,
  input: {
    accountId: string;
    conversationId: string;
    language: string;
    key: LiveMessageKey;
    clientMessageId: string;
    // A line after the configured text (the queue position).
    extra?: (language: Language) => string;
  },
) {
  const { messages } = resolveLiveSettings(await findLiveSettings(services.database.db, input.accountId));
  const language = (input.language in messages ? input.language : 'pt-BR') as Language;
  const text = messages[language][input.key];
  await appendMessage(services, {
    accountId: input.accountId,
    conversationId: input.conversationId,
    clientMessageId: input.clientMessageId,
    sender: 'system',
    text: input.extra ? `${text}\n${input.extra(language)}` : text,
  });
}
