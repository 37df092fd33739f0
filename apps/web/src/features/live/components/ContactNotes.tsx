import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { useAddNote, useContactNotes } from '../api/useContactNotes.ts';

// The contact's notes (the CRM timeline's), newest first, and a note to add for those who may write
// them (contacts.edit). Every text is rendered as text.
export function ContactNotes({ contactId, mayAdd }: { contactId: string; mayAdd: boolean }) {
  const { t, i18n } = useTranslation('live');
  const notes = useContactNotes(contactId);
  const addNote = useAddNote(contactId);
  const [text, setText] = useState('');
  const fieldId = `live-note-${contactId}`;
  return (
    <section className="live-panel-section" aria-labelledby="live-panel-notes">
      <h3 id="live-panel-notes">{t('panel.notes')}</h3>
      {mayAdd && (
        <form
          className="live-panel-note-form"
          onSubmit={(event) => {
            event.preventDefault();
            addNote.mutate(text, { onSuccess: () => setText('') });
          }}
        >
          <FormField id={fieldId} label={t('panel.newNote')}>
            <Input.TextArea
              id={fieldId}
              value={text}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(event) => {
                setText(event.target.value);
                if (addNote.isError) addNote.reset();
              }}
            />
          </FormField>
          <ErrorAlert error={addNote.error} />
          <Button htmlType="submit" size="small" loading={addNote.isPending}>
            {t('panel.addNote')}
          </Button>
        </form>
      )}
      <ErrorAlert error={notes.error} />
      {notes.data?.length === 0 && <p className="live-tab-note">{t('panel.noNotes')}</p>}
      {notes.data && notes.data.length > 0 && (
        <ol className="live-panel-list" aria-label={t('panel.notes')}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <span className="live-panel-meta">
                {note.authorName || t('panel.someone')} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, i18n.language)}</time>
              </span>
              <p className="live-panel-note">{String(note.data.text ?? '')}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
