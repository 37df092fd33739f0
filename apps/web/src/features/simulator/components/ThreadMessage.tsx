import type { SimulatorMessage } from '@prosa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryTicks } from './DeliveryTicks.tsx';

interface Props {
  message: SimulatorMessage;
  onReply: (choice: { id: string; title: string }) => void;
  isBusy: boolean;
  // How its buttons show: reply buttons under the bubble, RCS's suggestion chips in a row, or not
  // at all (RCS shows a message's chips only while it is the conversation's latest).
  buttonsAs?: 'buttons' | 'chips' | 'none';
}

// One message as WhatsApp draws it: reply buttons under the bubble, a list behind its button, a
// template's body, a file. All of it is text: nothing from the thread is rendered as HTML.
export function ThreadMessage({ message, onReply, isBusy, buttonsAs = 'buttons' }: Props) {
  const { t } = useTranslation('simulator');
  const [isListOpen, setIsListOpen] = useState(false);
  const isOut = message.direction === 'out';
  return (
    <li
      className={
        isOut
          ? 'simulator-message simulator-message-business'
          : 'simulator-message simulator-message-customer'
      }
    >
      <div className="simulator-bubble">
        <span className="simulator-sender">{isOut ? t('business') : t('you')}</span>
        {message.template && (
          <span className="simulator-template">
            {t('template', { name: message.template.name, language: message.template.language })}
          </span>
        )}
        <span className="simulator-text">{message.template?.body ?? message.text}</span>
        {message.media && (
          <a className="p-link" href={message.media.url} target="_blank" rel="noopener noreferrer">
            {t('media', { name: message.media.name, mime: message.media.mime })}
          </a>
        )}
        <span className="simulator-meta">
          <time dateTime={message.at}>{new Date(message.at).toLocaleTimeString()}</time>
          <DeliveryTicks status={message.status} />
        </span>
      </div>
      {message.buttons && message.buttons.length > 0 && buttonsAs !== 'none' && (
        <div className={buttonsAs === 'chips' ? 'simulator-chips' : 'simulator-buttons'}>
          {message.buttons.map((button) => (
            <button
              key={button.id}
              type="button"
              className={buttonsAs === 'chips' ? 'simulator-chip' : 'simulator-reply'}
              disabled={isBusy}
              onClick={() => onReply(button)}
            >
              {button.title}
            </button>
          ))}
        </div>
      )}
      {message.list && (
        <div className="simulator-buttons">
          <button
            type="button"
            className="simulator-reply"
            aria-expanded={isListOpen}
            onClick={() => setIsListOpen(!isListOpen)}
          >
            {message.list.button}
          </button>
          {isListOpen && (
            <ul aria-label={message.list.button} className="simulator-list">
              {message.list.rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    className="simulator-row"
                    disabled={isBusy}
                    onClick={() => onReply({ id: row.id, title: row.title })}
                  >
                    <span>{row.title}</span>
                    {row.description && row.description !== row.title && (
                      <span className="p-secondary">{row.description}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
