import { type SimulatorChannels, simulatorCustomerRuleOf } from '@prosa/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useSimulatorRead } from '../api/useSimulatorRead.ts';
import { useSimulatorSend } from '../api/useSimulatorSend.ts';
import { useSimulatorThread } from '../api/useSimulatorThread.ts';
import { ThreadMessage } from './ThreadMessage.tsx';

interface Props {
  channel: SimulatorChannels['channels'][number];
  customer: string;
  profileName: string | undefined;
}

// The customer's phone (or, for a channel that names customers by an id, their device): the thread as the channel shows it, a composer, and "read" (the customer
// opens the chat, which turns the business's ticks blue).
export function PhoneThread({ channel, customer, profileName }: Props) {
  const { t } = useTranslation('simulator');
  const [text, setText] = useState('');
  const thread = useSimulatorThread(channel.id, customer, true);
  const send = useSimulatorSend(channel.id, customer);
  const read = useSimulatorRead(channel.id, customer);
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.length ?? 0;
  const latestId = thread.data?.at(-1)?.id;
  // RCS draws a flow's buttons as suggestion chips, under the latest message only.
  const buttonsAs = (id: string) => (channel.type !== 'rcs' ? 'buttons' : id === latestId ? 'chips' : 'none');
  const { kind } = simulatorCustomerRuleOf(channel.type);
  // Mail has no read receipts: nothing for "read" to send.
  const hasUnread =
    kind !== 'email' &&
    thread.data?.some((m) => m.direction === 'out' && m.status !== 'read' && m.status !== 'failed');

  // New messages scroll into view, as on a phone.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    await send.mutateAsync({ text, profileName });
    setText('');
  };
  const reply = (choice: { id: string; title: string }) =>
    send.mutateAsync({ reply: choice, profileName }).catch(() => undefined);

  return (
    <section
      aria-label={
        kind === 'phone'
          ? t('phone', { customer })
          : kind === 'email'
            ? t('mailbox', { customer })
            : t('device', { customer })
      }
      className="simulator-phone"
    >
      <header className="simulator-phone-header">
        <span>{channel.name}</span>
        <span className="simulator-phone-number">{kind === 'email' ? customer : `+${customer}`}</span>
      </header>
      <ol aria-label={t('thread')} className="simulator-thread">
        {thread.data?.map((message) => (
          <ThreadMessage
            key={message.id}
            message={message}
            onReply={reply}
            isBusy={send.isPending}
            buttonsAs={buttonsAs(message.id)}
          />
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <ErrorAlert error={thread.error ?? send.error ?? read.error} />
      <form className="simulator-composer" onSubmit={(event) => submit(event).catch(() => undefined)}>
        <input
          className="p-input"
          aria-label={t('message')}
          placeholder={t('messagePlaceholder')}
          value={text}
          maxLength={4096}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="p-button p-button-primary" disabled={send.isPending || !text.trim()}>
          {t('send')}
        </button>
      </form>
      {kind !== 'email' && (
        <button
          type="button"
          className="p-button p-button-small"
          disabled={!hasUnread || read.isPending}
          onClick={() => read.mutate()}
        >
          {t('read')}
        </button>
      )}
    </section>
  );
}
