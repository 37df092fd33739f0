import type { Department } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

interface Props {
  departments: Department[];
  isLoading: boolean;
  canEdit: boolean;
  onEdit: (department: Department) => void;
  onDelete: (department: Department) => Promise<unknown>;
}

// A few departments per account: a plain table.
export function DepartmentsTable({ departments, isLoading, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation('liveSettings');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <PlainTable
      headers={[
        t('departments.name'),
        t('departments.distribution'),
        t('departments.queue'),
        t('departments.maxAttendances'),
        t('departments.users'),
        ...(canEdit ? [t('departments.actions')] : []),
      ]}
      isLoading={isLoading}
      isEmpty={departments.length === 0}
      loadingText={t('loading')}
      emptyText={t('departments.empty')}
    >
      {departments.map((department) => (
        <tr key={department.id}>
          <td>{department.name}</td>
          <td>{t(`distributions.${department.distribution}`)}</td>
          <td>{yesNo(department.queue)}</td>
          <td>{department.maxAttendances}</td>
          <td>{department.userIds.length}</td>
          {canEdit && (
            <td>
              <EditDeleteButtons
                onEdit={() => onEdit(department)}
                onDelete={() => onDelete(department)}
                texts={{
                  edit: t('edit'),
                  editLabel: t('departments.editLabel', { name: department.name }),
                  delete: t('delete'),
                  deleteLabel: t('departments.deleteLabel', { name: department.name }),
                  deleteQuestion: t('departments.deleteQuestion', { name: department.name }),
                  deleteConfirm: t('delete'),
                  cancel: t('cancel'),
                }}
              />
            </td>
          )}
        </tr>
      ))}
    </PlainTable>
  );
}
