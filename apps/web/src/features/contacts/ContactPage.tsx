import { levels } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useCrmSections } from '../../shared/crm/useCrmSections.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { ContactIdentitiesPanel } from '../contactIdentities/components/ContactIdentitiesPanel.tsx';
import { useContact } from './api/useContact.ts';
import { ContactForm } from './components/ContactForm.tsx';
import { ContactTimeline } from './components/ContactTimeline.tsx';
import { isContactType, listPathOf } from './contactPaths.ts';
import { ContactPrivacyPanel } from './privacy/ContactPrivacyPanel.tsx';
import './components/contacts.css';

// /contacts/{type}/{id}: a contact's data by section, editable where the role may; /contacts/{type}/new
// creates one (spec §2 "create person", "create company"). Every section shows expanded, which is
// also the "advanced" variant.
export default function ContactPage() {
  const { t } = useTranslation('contacts');
  const { type, id = '' } = useParams();
  const me = useMe().data;
  const location = useLocation();
  const validType = isContactType(type) ? type : 'person';
  const isNew = id === 'new';
  const sections = useCrmSections(validType);
  const contact = useContact(isContactType(type) && !isNew ? id : null);
  const mayEditContacts = me?.permissions.includes('contacts.edit') === true;

  if (!isContactType(type)) return <Panel title={t('detail.title')}>{t('detail.unknownType')}</Panel>;
  const title = isNew
    ? t(type === 'person' ? 'detail.createPerson' : 'detail.createCompany')
    : contact.data?.name || t('detail.title');
  const error = sections.error ?? contact.error;
  const isLoading = sections.isPending || (!isNew && contact.isPending) || !me;

  return (
    <Panel title={title}>
      <p>
        <Link to={listPathOf(type)}>{t(type === 'person' ? 'list.peopleTitle' : 'list.companiesTitle')}</Link>
      </p>
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading ? (
        <p>{t('loading')}</p>
      ) : isNew && !mayEditContacts ? (
        <p>{t('detail.mayNotCreate')}</p>
      ) : (
        <ContactForm
          key={contact.data?.id ?? 'new'}
          type={type}
          contact={contact.data ?? null}
          sections={sections.data ?? []}
          level={me?.level ?? Number.POSITIVE_INFINITY}
          mayEditContacts={mayEditContacts}
          userId={me?.user.id ?? ''}
          isJustCreated={(location.state as { created?: boolean } | null)?.created === true}
        />
      )}
      {!isNew && contact.data && (
        <ContactIdentitiesPanel
          contact={{ id: contact.data.id, name: contact.data.name, type }}
          mayMerge={mayEditContacts}
        />
      )}
      {!isNew && contact.data && !error && (
        <ContactTimeline
          contactId={contact.data.id}
          sections={sections.data ?? []}
          mayAddNote={mayEditContacts}
        />
      )}
      {!isNew &&
        contact.data &&
        mayEditContacts &&
        (me?.level ?? Number.POSITIVE_INFINITY) <= levels.administrator && (
          <ContactPrivacyPanel contact={{ id: contact.data.id, name: contact.data.name, type }} />
        )}
    </Panel>
  );
}
