import type { Me } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useContactRecord, useSaveContactTags } from '../api/useContactRecord.ts';
import { useConversation } from '../api/useConversation.ts';
import { ContactConversations } from './ContactConversations.tsx';
import { ContactNotes } from './ContactNotes.tsx';
import { TagsEditor } from './TagsEditor.tsx';

// The side panel's content: who the customer is, the contact's tags, its other conversations and
// its notes. Tags and notes are CRM data: shown to holders of contacts.view, changed by holders of
// contacts.edit (the server checks both again).
export function ContactPanel({ conversationId, me }: { conversationId: string; me: Me }) {
  const { t } = useTranslation('live');
  const detail = useConversation(conversationId).data;
  if (!detail) return null;
  const contact = detail.contact;
  const mayView = me.permissions.includes('contacts.view');
  const mayEdit = me.permissions.includes('contacts.edit');
  return (
    <div className="live-panel-body">
      <section className="live-panel-section" aria-labelledby="live-panel-contact">
        <h3 id="live-panel-contact">{contact?.name || detail.customerName}</h3>
        {contact ? (
          <dl className="live-panel-pairs">
            <dt>{t('data.email')}</dt>
            <dd>{contact.email || '—'}</dd>
            <dt>{t('data.phone')}</dt>
            <dd>{contact.phone || '—'}</dd>
          </dl>
        ) : (
          <p className="live-tab-note">{t('data.noContact')}</p>
        )}
      </section>
      {contact && mayView && <ContactTags contactId={contact._id} mayEdit={mayEdit} />}
      <ContactConversations conversationId={conversationId} />
      {contact && mayView && <ContactNotes contactId={contact._id} mayAdd={mayEdit} />}
    </div>
  );
}

function ContactTags({ contactId, mayEdit }: { contactId: string; mayEdit: boolean }) {
  const { t } = useTranslation('live');
  const record = useContactRecord(contactId);
  const save = useSaveContactTags(contactId);
  const tagIds = record.data?.tagIds ?? [];
  return (
    <section className="live-panel-section" aria-labelledby="live-panel-tags">
      <h3 id="live-panel-tags">{t('contactTags.title')}</h3>
      <ErrorAlert error={record.error ?? save.error} />
      {record.data && (
        <TagsEditor
          scope="contact"
          tagIds={tagIds}
          readOnly={!mayEdit}
          onAdd={(tagId) => save.mutateAsync([...tagIds, tagId])}
          onRemove={(tagId) => save.mutateAsync(tagIds.filter((id) => id !== tagId))}
        />
      )}
    </section>
  );
}
