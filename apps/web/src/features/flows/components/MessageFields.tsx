import { type FlowLineOf, type MessageContent, messageKinds } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';

interface Props {
  line: FlowLineOf<'message'>;
  onChange: (line: FlowLineOf<'message'>) => void;
}

type Kind = MessageContent['kind'];

function emptyContent(kind: Kind): MessageContent {
  if (kind === 'text') return { kind, text: '' };
  if (kind === 'carousel') return { kind, cards: [{ title: '' }] };
  return { kind, url: '' };
}

// A message of any kind: text, image, video, document (a link and its caption or file name) or a
// carousel, whose cards are written one a line as "title | description | image | link".
export function MessageFields({ line, onChange }: Props) {
  const { t } = useTranslation('flows');
  const kindId = useId();
  const content = line.content;
  const set = (next: MessageContent) => onChange({ ...line, content: next });
  return (
    <>
      <div className="p-field">
        <label htmlFor={kindId}>{t('pro.messageKind')}</label>
        <select
          id={kindId}
          className="p-input"
          value={content.kind}
          onChange={(event) => set(emptyContent(event.target.value as Kind))}
        >
          {messageKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`pro.messageKinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {content.kind === 'text' && (
        <TextArea
          label={t('balloon.text')}
          value={content.text}
          onChange={(text) => set({ ...content, text })}
        />
      )}
      {(content.kind === 'image' || content.kind === 'video') && (
        <>
          <TextInput label={t('pro.url')} value={content.url} onChange={(url) => set({ ...content, url })} />
          <TextInput
            label={t('pro.caption')}
            value={content.caption ?? ''}
            onChange={(caption) => set({ ...content, caption })}
          />
        </>
      )}
      {content.kind === 'document' && (
        <>
          <TextInput label={t('pro.url')} value={content.url} onChange={(url) => set({ ...content, url })} />
          <TextInput
            label={t('pro.fileName')}
            value={content.fileName ?? ''}
            onChange={(fileName) => set({ ...content, fileName })}
          />
        </>
      )}
      {content.kind === 'carousel' && (
        <TextArea
          label={t('pro.cards')}
          rows={4}
          value={content.cards
            .map((card) =>
              [card.title, card.description, card.imageUrl, card.url].filter(Boolean).join(' | '),
            )
            .join('\n')}
          onChange={(text) =>
            set({
              kind: 'carousel',
              cards: text.split('\n').map((row) => {
                const [title = '', description, imageUrl, url] = row.split('|').map((part) => part.trim());
                return {
                  title,
                  ...(description ? { description } : {}),
                  ...(imageUrl ? { imageUrl } : {}),
                  ...(url ? { url } : {}),
                };
              }),
            })
          }
        />
      )}
    </>
  );
}
