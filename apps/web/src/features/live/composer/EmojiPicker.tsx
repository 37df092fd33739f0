import { useTranslation } from 'react-i18next';

// A small fixed set: the faces and gestures attendants use most, no picker library to download.
const emojis = [
  '😀',
  '😊',
  '😉',
  '😂',
  '🙂',
  '😍',
  '🤔',
  '😢',
  '😅',
  '🙏',
  '👍',
  '👏',
  '👋',
  '🎉',
  '✅',
  '❤️',
];

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('composer');
  return (
    <fieldset className="composer-emojis">
      <legend className="composer-label">{t('emoji.title')}</legend>
      {emojis.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="p-button p-button-text p-button-small"
          aria-label={emoji}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </fieldset>
  );
}
