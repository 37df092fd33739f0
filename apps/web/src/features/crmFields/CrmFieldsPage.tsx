import type { ContactType, CrmField, CrmSection } from '@prosa/contracts';
import { contactTypes } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrmSections } from '../../shared/crm/useCrmSections.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { FieldFormModal } from './components/FieldFormModal.tsx';
import { SectionCard } from './components/SectionCard.tsx';
import { SectionFormModal } from './components/SectionFormModal.tsx';
import { sectionTitle } from './sectionTitle.ts';
import './components/crmFields.css';

type Editing =
  | { kind: 'section'; section: CrmSection | null }
  | { kind: 'field'; section: CrmSection; field: CrmField | null }
  | null;

// /settings/fields: the CRM sections of people and of companies, each with its fields in order.
export default function CrmFieldsPage() {
  const { t } = useTranslation('crmFields');
  const [type, setType] = useState<ContactType>('person');
  const sections = useCrmSections(type);
  const [editing, setEditing] = useState<Editing>(null);
  const canCreate = sections.data?.some((section) => section.canEdit) ?? false;

  return (
    <Panel title={t('title')}>
      <div className="crm-toolbar">
        <div role="tablist" aria-label={t('typesLabel')} className="crm-tabs">
          {contactTypes.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={type === value}
              className={type === value ? 'crm-tab crm-tab-active' : 'crm-tab'}
              onClick={() => setType(value)}
            >
              {t(`typeTabs.${value}`)}
            </button>
          ))}
        </div>
        {canCreate && (
          <Button type="primary" onClick={() => setEditing({ kind: 'section', section: null })}>
            {t('sections.create')}
          </Button>
        )}
      </div>
      <div role="tabpanel" aria-label={t(`typeTabs.${type}`)} className="crm-stack">
        <ErrorAlert error={sections.error} />
        {sections.isPending && <p>{t('loading')}</p>}
        {sections.data?.map((section) => (
          <SectionCard
            key={section.id}
            section={section}
            onEditSection={() => setEditing({ kind: 'section', section })}
            onEditField={(field) => setEditing({ kind: 'field', section, field })}
          />
        ))}
      </div>
      {editing?.kind === 'section' && (
        <SectionFormModal section={editing.section} type={type} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'field' && (
        <FieldFormModal
          sectionId={editing.section.id}
          sectionName={sectionTitle(t, editing.section)}
          field={editing.field}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
