import type { ThreadMessage } from '../shared/ProviderFake.ts';
import { type RcsError, rcsErrors } from './rcsErrors.ts';

type Fields = Record<string, unknown>;
type Content = Pick<ThreadMessage, 'text' | 'kind' | 'buttons' | 'media'>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The limits RBM checks on an AgentContentMessage: one content (text, fileName, richCard or
// contentInfo), a text of 3072 characters, at most 11 suggestions, a reply's text of 25 characters.
const textMax = 3072;
const suggestionsMax = 11;
const replyTextMax = 25;

function mediaOf(url: string): NonNullable<ThreadMessage['media']> {
  const name = new URL(url).pathname.split('/').pop() || 'file';
  return { url, mime: 'application/octet-stream', name };
}

function suggestionsOf(content: Fields): ThreadMessage['buttons'] | RcsError {
  const suggestions = content.suggestions;
  if (suggestions === undefined) return undefined;
  if (!Array.isArray(suggestions) || suggestions.length > suggestionsMax)
    return rcsErrors.invalidArgument('contentMessage.suggestions: at most 11 suggestions');
  const buttons: NonNullable<ThreadMessage['buttons']> = [];
  for (const suggestion of suggestions) {
    const reply = isFields(suggestion) && isFields(suggestion.reply) ? suggestion.reply : null;
    const text = typeof reply?.text === 'string' ? reply.text : '';
    if (!reply || !text || text.length > replyTextMax || typeof reply.postbackData !== 'string')
      return rcsErrors.invalidArgument(
        'suggestion.reply: text of 1 to 25 characters and postbackData required',
      );
    buttons.push({ id: reply.postbackData, title: text });
  }
  return buttons;
}

// An agent message's body as the thread keeps it, or RBM's refusal.
export function readRcsSend(body: unknown): Content | RcsError {
  const content = isFields(body) && isFields(body.contentMessage) ? body.contentMessage : null;
  if (!content) return rcsErrors.invalidArgument('contentMessage is required');
  const kinds = ['text', 'fileName', 'richCard', 'contentInfo'].filter((key) => content[key] !== undefined);
  if (kinds.length !== 1) return rcsErrors.invalidArgument('contentMessage takes exactly one content');
  const buttons = suggestionsOf(content);
  if (buttons && 'httpStatus' in buttons) return buttons;
  const chips = buttons ? { kind: 'buttons' as const, buttons } : {};
  if (typeof content.text === 'string') {
    if (!content.text || content.text.length > textMax)
      return rcsErrors.invalidArgument('contentMessage.text: 1 to 3072 characters');
    return { text: content.text, kind: 'text', ...chips };
  }
  const card = isFields(content.richCard) ? content.richCard.standaloneCard : null;
  const cardContent = isFields(card) && isFields(card.cardContent) ? card.cardContent : null;
  const info = cardContent
    ? isFields(cardContent.media)
      ? cardContent.media.contentInfo
      : null
    : content.contentInfo;
  const fileUrl = isFields(info) && typeof info.fileUrl === 'string' ? info.fileUrl : '';
  if (!/^https?:\/\//.test(fileUrl)) return rcsErrors.invalidArgument('contentInfo.fileUrl must be a URL');
  const description = typeof cardContent?.description === 'string' ? cardContent.description : '';
  return { text: description, kind: 'media', media: mediaOf(fileUrl), ...chips };
}
