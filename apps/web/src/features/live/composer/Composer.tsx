import type { QuickResponse } from '@prosa/contracts';
import { messageTextMaxLength } from '@prosa/contracts';
import { checkComposerMessage, composerLimitsOf } from '@prosa/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsSegmentCount } from '../../../shared/ui/SmsSegmentCount.tsx';
import { ChannelLimitsNote } from './ChannelLimitsNote.tsx';
import { ComposerTools } from './ComposerTools.tsx';
import { filterQuickResponses } from './filterQuickResponses.ts';
import { QuickResponseList } from './QuickResponseList.tsx';
import { quickResponseSearch } from './quickResponseSearch.ts';
import { useAttachmentUpload } from './useAttachmentUpload.ts';
import { useComposerQuickResponses } from './useComposerQuickResponses.ts';
import './composer.css';

export interface ComposerProps {
  conversationId: string;
  // The conversation's channel: its limits are counted and said under the box (composerLimitsOf);
  // an SMS conversation shows the text's segments as it is written.
  channel?: string;
  canSend: boolean;
  // Why the box is locked, when it is (the room's reason); "take over to reply" by default.
  lockedNote?: string | null;
  onSend: (input: { text: string; attachmentId?: string | null }) => void;
  onTyping?: (typing: boolean) => void;
}

// How long after the last keystroke the customer stops seeing "typing…".
const typingIdleMs = 3000;

// The attendant's message box: Enter sends, Shift+Enter breaks the line, "/" searches the quick
// responses; files, pasted images, recorded audio and emoji ride along (ComposerTools). What the
// channel cannot deliver (a text over its limit, a kind of file it does not take) is refused here,
// before sending, with the server's own catalogue text.
export function Composer({
  conversationId,
  channel = 'webchat',
  canSend,
  lockedNote,
  onSend,
  onTyping,
}: ComposerProps) {
  const { t } = useTranslation('composer');
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [isListDismissed, setIsListDismissed] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { isUploading, upload } = useAttachmentUpload(setProblem);

  const search = canSend && !isListDismissed ? quickResponseSearch(text) : null;
  const quickResponses = useComposerQuickResponses(search !== null);
  const matches = search === null ? [] : filterQuickResponses(quickResponses.data ?? [], search);
  const isListOpen = search !== null;

  const stopTyping = () => {
    if (typingTimer.current === null) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = null;
    onTyping?.(false);
  };
  // A new conversation starts with an empty box and no half-typed state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the conversation changes
  useEffect(() => {
    setText('');
    setProblem(null);
    return stopTyping;
  }, [conversationId]);

  function changeText(value: string) {
    setText(value.slice(0, messageTextMaxLength));
    setActiveIndex(0);
    if (!value.startsWith('/')) setIsListDismissed(false);
    if (typingTimer.current === null) onTyping?.(true);
    else clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, typingIdleMs);
  }

  function send(attachmentId?: string | null) {
    const trimmed = text.trim();
    if (!canSend || (!trimmed && !attachmentId)) return;
    const refusal = checkComposerMessage(channel, { text: trimmed });
    if (refusal) {
      setProblem(t(`errors:${refusal}`));
      return;
    }
    onSend(attachmentId ? { text: trimmed, attachmentId } : { text: trimmed });
    setText('');
    setProblem(null);
    stopTyping();
  }

  function choose(quickResponse: QuickResponse) {
    setText(quickResponse.message.slice(0, messageTextMaxLength));
    textarea.current?.focus();
  }

  async function attach(file: File) {
    setProblem(null);
    const refusal = checkComposerMessage(channel, { text: text.trim(), mime: file.type });
    if (refusal) {
      setProblem(t(`errors:${refusal}`));
      return;
    }
    const attachment = await upload(file);
    if (attachment) send(attachment.id);
  }

  function insert(piece: string) {
    const box = textarea.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    changeText(text.slice(0, start) + piece + text.slice(end));
    box?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.nativeEvent.isComposing) return;
    if (isListOpen && matches.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index + step + matches.length) % matches.length);
        return;
      }
      const active = matches[activeIndex];
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && active) {
        event.preventDefault();
        choose(active);
        return;
      }
    }
    if (isListOpen && event.key === 'Escape') {
      event.preventDefault();
      setIsListDismissed(true);
      return;
    }
    // Out of the box, so the page's single-key shortcuts work again (useLiveShortcuts).
    if (event.key === 'Escape') {
      textarea.current?.blur();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  }

  const listId = `${id}-quick`;
  const limits = composerLimitsOf(channel);
  const isSms = limits.segments;
  const hasOptions = isListOpen && matches.length > 0;
  return (
    <div className="composer">
      {!canSend && (
        <p id={`${id}-locked`} className="composer-locked" role="note">
          {lockedNote ?? t('locked')}
        </p>
      )}
      {problem && (
        <div role="alert" className="p-notice p-notice-error">
          {problem}
        </div>
      )}
      {isListOpen && (
        <QuickResponseList
          id={listId}
          items={matches}
          activeIndex={activeIndex}
          isLoading={quickResponses.isPending}
          onChoose={choose}
        />
      )}
      <label htmlFor={`${id}-text`} className="composer-label">
        {t('message')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={textarea}
        className="p-input composer-text"
        rows={3}
        value={text}
        maxLength={messageTextMaxLength}
        placeholder={canSend ? t('placeholder') : ''}
        disabled={!canSend}
        aria-describedby={
          canSend ? `${id}-count ${id}-limits${isSms ? ` ${id}-segments` : ''}` : `${id}-locked`
        }
        aria-autocomplete="list"
        aria-controls={hasOptions ? listId : undefined}
        aria-activedescendant={hasOptions ? `${listId}-${activeIndex}` : undefined}
        onChange={(event) => changeText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={(event) => {
          const image = [...event.clipboardData.files].find((file) => file.type.startsWith('image/'));
          if (!image) return;
          event.preventDefault();
          void attach(image);
        }}
      />
      <ComposerTools
        isDisabled={!canSend || isUploading}
        onAttach={(file) => void attach(file)}
        onEmoji={insert}
        onProblem={setProblem}
        onSend={() => send()}
        countId={`${id}-count`}
        length={text.length}
        max={limits.textMax}
      />
      {isSms && <SmsSegmentCount id={`${id}-segments`} text={text} />}
      <ChannelLimitsNote id={`${id}-limits`} limits={limits} />
    </div>
  );
}
