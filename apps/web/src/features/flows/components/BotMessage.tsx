import type { OutboundMessage } from '@prosa/flow-engine';
import { useTranslation } from 'react-i18next';

interface Props {
  message: OutboundMessage;
  // Sends a button's key back, as a channel does when the customer taps it.
  onChoose: (button: { key: string; value: string }) => void;
}

// One balloon of the chatbot in the test chat, with its buttons or options to tap.
export function BotMessage({ message, onChoose }: Props) {
  const { t } = useTranslation('flows');
  switch (message.kind) {
    case 'text':
      return <>{message.text}</>;
    case 'image':
    case 'video':
    case 'document':
      return <>{t(`viewer.media.${message.kind}`, { url: message.url })}</>;
    case 'carousel':
      return (
        <>{t('viewer.media.carousel', { titles: message.cards.map((card) => card.title).join(', ') })}</>
      );
    case 'slider':
      return (
        <>
          {message.text}
          <div className="p-hint">{t('viewer.slider', message)}</div>
        </>
      );
    case 'buttons':
      return (
        <>
          {message.text}
          {message.presentation === 'dropdown' ? (
            <select
              className="p-input flows-chat-options"
              aria-label={t('viewer.choose')}
              value=""
              onChange={(event) => {
                const button = message.buttons.find((item) => item.key === event.target.value);
                if (button) onChoose(button);
              }}
            >
              <option value="" disabled hidden>
                {t('viewer.choose')}
              </option>
              {message.buttons.map((button) => (
                <option key={button.key} value={button.key}>
                  {button.value}
                </option>
              ))}
            </select>
          ) : (
            <div className="flows-chat-options">
              {message.buttons.map((button) => (
                <button
                  key={button.key}
                  type="button"
                  className="p-button p-button-small"
                  onClick={() => onChoose(button)}
                >
                  {button.value}
                </button>
              ))}
            </div>
          )}
        </>
      );
  }
}
