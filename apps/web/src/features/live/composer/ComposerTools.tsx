import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from './EmojiPicker.tsx';
import { formatCountdown } from './formatCountdown.ts';
import { readClipboardImage } from './readClipboardImage.ts';
import { useAudioRecorder } from './useAudioRecorder.ts';

interface Props {
  isDisabled: boolean;
  onAttach: (file: File) => void;
  onEmoji: (emoji: string) => void;
  onProblem: (text: string | null) => void;
  onSend: () => void;
  countId: string;
  length: number;
  // The conversation's channel's limit (composerLimitsOf).
  max: number;
}

// The buttons under the message box: file, pasted image, audio recording with its countdown,
// emoji, the length counter and send.
export function ComposerTools({
  isDisabled,
  onAttach,
  onEmoji,
  onProblem,
  onSend,
  countId,
  length,
  max,
}: Props) {
  const { t } = useTranslation('composer');
  const fileInput = useRef<HTMLInputElement>(null);
  const [isPickingEmoji, setIsPickingEmoji] = useState(false);
  const recorder = useAudioRecorder(onAttach);

  async function record() {
    onProblem(null);
    if (!(await recorder.start())) onProblem(t('errors:live.microphoneNeeded'));
  }

  async function pasteImage() {
    onProblem(null);
    const image = await readClipboardImage();
    if (image === 'refused') onProblem(t('errors:live.clipboardNeeded'));
    else if (image === null) onProblem(t('clipboardEmpty'));
    else onAttach(image);
  }

  return (
    <>
      <div className="composer-tools">
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('attachFile')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onAttach(file);
          }}
        />
        <button
          type="button"
          className="p-button p-button-small"
          disabled={isDisabled}
          onClick={() => fileInput.current?.click()}
        >
          {t('attachFile')}
        </button>
        <button type="button" className="p-button p-button-small" disabled={isDisabled} onClick={pasteImage}>
          {t('pasteImage')}
        </button>
        {recorder.isRecording ? (
          <>
            <button type="button" className="p-button p-button-small" onClick={recorder.stop}>
              {t('recording.stop')}
            </button>
            <button type="button" className="p-button p-button-small" onClick={recorder.cancel}>
              {t('recording.cancel')}
            </button>
            <span role="timer" aria-label={t('recording.timeLeft')} className="composer-countdown">
              {formatCountdown(recorder.secondsLeft ?? 0)}
            </span>
          </>
        ) : (
          <button type="button" className="p-button p-button-small" disabled={isDisabled} onClick={record}>
            {t('recording.start')}
          </button>
        )}
        <button
          type="button"
          className="p-button p-button-small"
          aria-expanded={isPickingEmoji}
          disabled={isDisabled}
          onClick={() => setIsPickingEmoji((open) => !open)}
        >
          {t('emoji.title')}
        </button>
        <span
          id={countId}
          className={`p-secondary composer-count${length > max ? ' composer-count-over' : ''}`}
        >
          {t('length', { length, max })}
        </span>
        <button type="button" className="p-button p-button-primary" disabled={isDisabled} onClick={onSend}>
          {t('send')}
        </button>
      </div>
      {isPickingEmoji && !isDisabled && <EmojiPicker onPick={onEmoji} />}
    </>
  );
}
