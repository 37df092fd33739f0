import type { ContactConversationData, ContactEvent, CrmSectionList } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldName } from '../../../shared/crm/fieldName.ts';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { useAddContactNote } from '../api/useAddContactNote.ts';
import { useContactTimeline } from '../api/useContactTimeline.ts';

interface Entry {
  title: string;
  text?: string;
  // A conversation the viewer may open in the live chat.
  link?: ContactConversationData | null;
}

interface Props {
  contactId: string;
  sections: CrmSectionList['items'];
  mayAddNote: boolean;
}

// The contact's history, newest first (spec §2 "timeline"): its conversations (linked to the live
// chat where the viewer may open them), notes, field changes with author and time (the server
// leaves out fields the viewer may not see), merges into it, and its creation. Every value is
// rendered as text.
export function ContactTimeline({ contactId, sections, mayAddNote }: Props) {
  const { t, i18n } = useTranslation('contacts');
  // The conversations' channel and status names are the live chat's.
  useTranslation('live');
  const timeline = useContactTimeline(contactId);
  const addNote = useAddContactNote(contactId);
  const [note, setNote] = useState('');
  const fields = new Map(sections.flatMap((section) => section.fields).map((field) => [field.id, field]));
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];

  const describe = (item: ContactEvent): Entry => {
    const author = item.authorName || t('timeline.someone');
    switch (item.kind) {
      case 'created':
        return { title: t('timeline.created') };
      case 'note':
        return { title: t('timeline.note', { name: author }), text: String(item.data.text ?? '') };
      case 'fieldChanged': {
        const field = fields.get(String(item.data.fieldId));
        const empty = t('timeline.empty');
        return {
          title: t('timeline.fieldChanged', {
            name: author,
            field: field ? fieldName(t, 'contacts', field) : String(item.data.field ?? ''),
          }),
          text: `${String(item.data.old || empty)} → ${String(item.data.new || empty)}`,
        };
      }
      case 'merged':
        return { title: t('timeline.merged', { merged: String(item.data.mergedName ?? '') }) };
      case 'conversation': {
        const data = item.data as unknown as ContactConversationData;
        return {
          title: t('timeline.conversation', { protocol: data.protocol }),
          text: `${t(`common:channels.${data.channel}`, { defaultValue: data.channel })} · ${t(
            `live:status.${data.status}`,
            { defaultValue: data.status },
          )}`,
          link: data.canOpen ? data : null,
        };
      }
    }
  };

  return (
    <section className="contacts-timeline" aria-labelledby="contact-timeline-title">
      <h3 id="contact-timeline-title">{t('timeline.title')}</h3>
      {mayAddNote && (
        <form
          className="contacts-note"
          onSubmit={(event) => {
            event.preventDefault();
            addNote.mutate(note, { onSuccess: () => setNote('') });
          }}
        >
          <FormField id="contact-note" label={t('timeline.newNote')}>
            <Input.TextArea
              id="contact-note"
              value={note}
              autoSize={{ minRows: 2, maxRows: 6 }}
              onChange={(event) => {
                setNote(event.target.value);
                if (addNote.isError) addNote.reset();
              }}
            />
          </FormField>
          <ErrorAlert error={addNote.error} />
          <Button htmlType="submit" loading={addNote.isPending}>
            {t('timeline.addNote')}
          </Button>
        </form>
      )}
      <ErrorAlert error={timeline.error} />
      {timeline.isPending ? (
        <p>{t('loading')}</p>
      ) : (
        <ol className="contacts-timeline-items" aria-label={t('timeline.title')}>
          {items.map((item) => {
            const entry = describe(item);
            return (
              <li key={item.id}>
                <div>
                  <strong>{entry.title}</strong>{' '}
                  <time className="p-hint" dateTime={item.createdAt}>
                    {formatDateTime(item.createdAt, i18n.language)}
                  </time>
                </div>
                {entry.text && <div className="contacts-timeline-text">{entry.text}</div>}
                {entry.link && (
                  <Link to={`/live/${encodeURIComponent(entry.link.conversationId)}`}>
                    {t('timeline.openConversation', { protocol: entry.link.protocol })}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {timeline.hasNextPage && (
        <Button onClick={() => timeline.fetchNextPage()} loading={timeline.isFetchingNextPage}>
          {t('timeline.more')}
        </Button>
      )}
    </section>
  );
}
