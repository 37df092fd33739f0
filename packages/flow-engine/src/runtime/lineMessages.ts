import type { FlowButton, FlowLineOf, MessageContent } from '@prosa/contracts';
import { fillVariables } from '../text/fillVariables.ts';
import type { OutboundMessage } from './types.ts';

type Collected = Readonly<Record<string, string>>;

export const textMessage = (text: string, collected: Collected = {}): OutboundMessage => ({
  kind: 'text',
  text: fillVariables(text, collected),
});

export function fillContent(content: MessageContent, collected: Collected): MessageContent {
  const fill = (text: string | undefined) =>
    text === undefined ? undefined : fillVariables(text, collected);
  switch (content.kind) {
    case 'text':
      return { ...content, text: fillVariables(content.text, collected) };
    case 'image':
    case 'video':
      return content.caption === undefined ? content : { ...content, caption: fill(content.caption) };
    case 'document':
      return content;
    case 'carousel':
      return {
        ...content,
        cards: content.cards.map((card) => ({
          ...card,
          title: fillVariables(card.title, collected),
          ...(card.description === undefined ? {} : { description: fill(card.description) }),
        })),
      };
  }
}

export function buttonsMessage(
  text: string,
  buttons: readonly FlowButton[],
  buttonLimit: number,
  collected: Collected,
): OutboundMessage {
  return {
    kind: 'buttons',
    text: fillVariables(text, collected),
    buttons: buttons.map(({ key, value }) => ({ key, value })),
    presentation: buttons.length > buttonLimit ? 'dropdown' : 'buttons',
  };
}

export function sliderMessage(line: FlowLineOf<'slider'>, collected: Collected): OutboundMessage {
  return { kind: 'slider', text: fillVariables(line.text, collected), ...line.slider };
}
