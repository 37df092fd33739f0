import type { AttachmentRef } from '@prosa/contracts';
import { h } from './h.ts';
import { icon } from './icons.ts';
import type { ListItem } from './listItems.ts';
import type { WidgetTexts } from './texts.ts';
import { tickOf } from './tickOf.ts';

export interface RenderContext {
  texts: WidgetTexts;
  attachmentUrl: (attachment: AttachmentRef) => string;
  retry: (clientMessageId: string) => void;
}

// One message of the list. Every untrusted string (text, author, file name) is a text node.
export function renderMessage(item: ListItem, context: RenderContext): HTMLLIElement {
  const { texts } = context;
  const author = item.isMine ? texts.you : item.authorName;
  const children: Array<Node | string | null> = [author ? h('span', { class: 'author' }, [author]) : null];
  if (item.text) children.push(h('span', { class: 'text' }, [item.text]));
  if (item.attachment) children.push(renderAttachment(item.attachment, context));
  const tick = item.delivery ? tickOf(item.delivery, texts) : null;
  if (tick) {
    children.push(
      tick.state === 'failed'
        ? h('button', { type: 'button', class: 'tick failed', 'aria-label': tick.label, title: tick.label }, [
            icon(tick.icon),
          ])
        : h(
            'span',
            { class: `tick ${tick.state}`, role: 'img', 'aria-label': tick.label, title: tick.label },
            [icon(tick.icon)],
          ),
    );
  }
  const li = h('li', { class: item.isMine ? 'msg mine' : 'msg', 'data-delivery': tick?.state }, children);
  li.querySelector('button.tick')?.addEventListener('click', () => context.retry(item.clientMessageId));
  return li;
}

function renderAttachment(attachment: AttachmentRef, context: RenderContext) {
  const url = context.attachmentUrl(attachment);
  const content =
    attachment.kind === 'image' ? h('img', { src: url, alt: attachment.name }) : attachment.name;
  return h('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, [content]);
}
