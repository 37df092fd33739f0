import type { Department } from '@prosa/contracts';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDeleteDepartment } from './api/useDeleteDepartment.ts';
import { useDepartments } from './api/useDepartments.ts';
import { DepartmentsTable } from './components/DepartmentsTable.tsx';
import { LiveSettingsNav } from './components/LiveSettingsNav.tsx';
import './components/liveSettings.css';

// The dialog (its form and the journeys and members it lists) loads on first use.
const DepartmentFormModal = lazyPage(
  'DepartmentFormModal',
  () => import('./components/DepartmentFormModal.tsx'),
);

// The editing dialog: closed, open for a new department, or open on one department.
type Editing = { department: Department | null } | null;

// Whoever holds settings.departments changes them (the server decides, the buttons only follow).
export default function DepartmentsPage() {
  const { t } = useTranslation('liveSettings');
  const me = useMe().data;
  const departments = useDepartments();
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = me?.permissions.includes('settings.departments') ?? false;

  return (
    <Panel title={t('departments.title')}>
      <LiveSettingsNav />
      {canEdit && (
        <div className="live-toolbar">
          <Button type="primary" onClick={() => setEditing({ department: null })}>
            {t('departments.create')}
          </Button>
        </div>
      )}
      {(departments.isError || remove.isError) && (
        <div className="live-alert">
          <ErrorAlert error={departments.error ?? remove.error} />
        </div>
      )}
      <DepartmentsTable
        departments={departments.data ?? []}
        isLoading={departments.isPending}
        canEdit={canEdit}
        onEdit={(department) => setEditing({ department })}
        onDelete={(department) => remove.mutateAsync(department.id)}
      />
      {editing && (
        <Suspense fallback={null}>
          <DepartmentFormModal department={editing.department} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
