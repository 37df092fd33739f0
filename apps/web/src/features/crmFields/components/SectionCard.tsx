import type { CrmField, CrmSectionList } from '@prosa/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../../../shared/crm/fieldName.ts';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useDeleteCrmItem } from '../api/useDeleteCrmItem.ts';
import { useReorderCrmFields } from '../api/useReorderCrmFields.ts';
import { moveItem } from '../moveItem.ts';
import { sectionTitle } from '../sectionTitle.ts';

type Section = CrmSectionList['items'][number];

interface Props {
  section: Section;
  onEditSection: () => void;
  onEditField: (field: CrmField | null) => void;
}

// One section with its fields in order. Default sections cannot be deleted; the server's refusals
// (a section with fields, a filled field) show above the table.
export function SectionCard({ section, onEditSection, onEditField }: Props) {
  const { t } = useTranslation('crmFields');
  const remove = useDeleteCrmItem();
  const reorder = useReorderCrmFields();
  const move = (index: number, step: -1 | 1) =>
    reorder.mutate({
      sectionId: section.id,
      fieldIds: moveItem(
        section.fields.map((field) => field.id),
        index,
        step,
      ),
    });
  const title = sectionTitle(t, section);
  const canEdit = section.canEdit;

  return (
    <section aria-label={title} className="p-panel crm-section">
      <div className="p-panel-title crm-section-title">
        <span>{title}</span>
        {canEdit && (
          <Space>
            <Button
              size="small"
              aria-label={t('sections.editLabel', { name: title })}
              onClick={onEditSection}
            >
              {t('edit')}
            </Button>
            {!section.defaultKey && (
              <Popconfirm
                title={t('sections.deleteQuestion', { name: title })}
                okText={t('delete')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutateAsync({ kind: 'sections', id: section.id }).catch(() => undefined)
                }
              >
                <Button danger size="small" aria-label={t('sections.deleteLabel', { name: title })}>
                  {t('delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      </div>
      <div className="p-panel-body">
        {section.description && <p className="p-hint">{section.description}</p>}
        {section.useInListing && <p className="p-hint">{t('sections.inListing')}</p>}
        <ErrorAlert error={remove.error ?? reorder.error} />
        <PlainTable
          headers={[
            t('fields.name'),
            t('fields.token'),
            t('fields.type'),
            t('fields.required'),
            ...(canEdit ? [t('actions')] : []),
          ]}
          isLoading={false}
          isEmpty={section.fields.length === 0}
          loadingText={t('loading')}
          emptyText={t('fields.empty')}
        >
          {section.fields.map((field, index) => (
            <tr key={field.id}>
              <td>{fieldName(t, 'crmFields', field)}</td>
              <td>
                <code>{field.token}</code>
              </td>
              <td>{t(`fieldTypes.${field.type}`)}</td>
              <td>{field.required ? t('yes') : t('no')}</td>
              {canEdit && (
                <td>
                  <div className="crm-actions">
                    <Button
                      size="small"
                      aria-label={t('fields.moveUpLabel', { name: fieldName(t, 'crmFields', field) })}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      aria-label={t('fields.moveDownLabel', { name: fieldName(t, 'crmFields', field) })}
                      disabled={index === section.fields.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                    {field.isDefault ? (
                      <Button
                        size="small"
                        aria-label={t('fields.editLabel', { name: fieldName(t, 'crmFields', field) })}
                        onClick={() => onEditField(field)}
                      >
                        {t('edit')}
                      </Button>
                    ) : (
                      <EditDeleteButtons
                        onEdit={() => onEditField(field)}
                        onDelete={() => remove.mutateAsync({ kind: 'fields', id: field.id })}
                        texts={{
                          edit: t('edit'),
                          editLabel: t('fields.editLabel', { name: fieldName(t, 'crmFields', field) }),
                          delete: t('delete'),
                          deleteLabel: t('fields.deleteLabel', { name: fieldName(t, 'crmFields', field) }),
                          deleteQuestion: t('fields.deleteQuestion', {
                            name: fieldName(t, 'crmFields', field),
                          }),
                          deleteConfirm: t('delete'),
                          cancel: t('cancel'),
                        }}
                      />
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </PlainTable>
        {canEdit && (
          <Button className="crm-add-field" onClick={() => onEditField(null)}>
            {t('fields.create')}
          </Button>
        )}
      </div>
    </section>
  );
}
