import { useTranslation } from 'react-i18next';
import { useDepartmentOptions } from '../api/useDepartmentOptions.ts';

// Names a department by its id, for balloons and the test chat's hand-offs.
export function useDepartmentName() {
  const { t } = useTranslation('flows');
  const departments = useDepartmentOptions();
  return (departmentId: string) =>
    departments.data?.find((department) => department.value === departmentId)?.label ??
    t('viewer.effects.unknownDepartment');
}
