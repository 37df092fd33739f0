import { defaultLanguage, type FlowDocument, isLanguage } from '@prosa/contracts';
import type { Inbound } from '@prosa/flow-engine';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useDepartmentName } from '../hooks/useDepartmentName.ts';
import { describeEffect } from '../model/describeEffect.ts';
import { emptyTestChat } from '../model/testChatState.ts';
import { BotMessage } from './BotMessage.tsx';

interface Props {
  draft: FlowDocument;
  // Names the run, so a newer saved draft starts a new conversation.
  draftUpdatedAt: string | null;
}

// Talks to the saved draft in the browser with the chatbot's own engine, as a customer would on
// the webchat; hand-offs, HTTP calls and external code are shown, not done.
export function TestChat({ draft, draftUpdatedAt }: Props) {
  const { t, i18n } = useTranslation('flows');
  const inputId = useId();
  const departmentName = useDepartmentName();
  const version = useMemo(
    () => ({ id: `draft:${draftUpdatedAt ?? ''}`, document: draft }),
    [draft, draftUpdatedAt],
  );
  const [chat, setChat] = useState(emptyTestChat);
  const [text, setText] = useState('');
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  // The engine comes with libphonenumber-js's full metadata (phone answers are checked as the CRM
  // checks them, about 50 KB gzipped): it loads on the first message, not with the page. Sends
  // wait for the same import, so they still run in the order typed.
  const send = (inbound: Inbound & { shown: string }) =>
    void import('../model/runTestTurn.ts').then(({ runTestTurn }) =>
      setChat((current) => runTestTurn(version, current, inbound, language, Date.now())),
    );

  return (
    <Panel title={t('viewer.chat')}>
      <p className="p-hint">{t('viewer.chatHint')}</p>
      <ul role="log" aria-label={t('viewer.log')} className="flows-chat-log">
        {chat.entries.length === 0 && <li className="flows-chat-effect">{t('viewer.start')}</li>}
        {chat.entries.map((entry, index) => {
          // The transcript only grows, so a position names an entry for good.
          const key = `${index}-${entry.from}`;
          if (entry.from === 'customer')
            return (
              <li key={key} className="flows-chat-customer">
                {entry.text}
              </li>
            );
          if (entry.from === 'bot')
            return (
              <li key={key} className="flows-chat-bot">
                <BotMessage
                  message={entry.message}
                  onChoose={(button) => send({ buttonKey: button.key, shown: button.value })}
                />
              </li>
            );
          return (
            <li key={key} className="flows-chat-effect">
              {describeEffect(t, entry.effect, departmentName)}
            </li>
          );
        })}
      </ul>
      {chat.cursor?.status === 'live' && <p role="status">{t('viewer.silent')}</p>}
      <form
        className="p-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          send({ text, shown: text });
          setText('');
        }}
      >
        <label htmlFor={inputId} className="p-hint">
          {t('viewer.message')}
        </label>
        <input
          id={inputId}
          className="p-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="p-button p-button-primary">
          {t('viewer.send')}
        </button>
        <button type="button" className="p-button" onClick={() => setChat(emptyTestChat)}>
          {t('viewer.restart')}
        </button>
      </form>
    </Panel>
  );
}
