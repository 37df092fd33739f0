import { sortTypes } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import type { ListFilters } from '../api/useConversations.ts';
import { useLiveDepartments } from '../api/useLiveDepartments.ts';
import { useLiveMembers } from '../api/useLiveMembers.ts';

interface Props {
  filters: ListFilters;
  // The attendant's own sort (their settings) until they pick another here.
  sortType: number;
  onChange: (filters: ListFilters) => void;
}

// Filter by attendant and department, and the sort; the server applies the visibility rules.
export function ListFiltersBar({ filters, sortType, onChange }: Props) {
  const { t } = useTranslation('live');
  const members = useLiveMembers();
  const departments = useLiveDepartments();
  const anyone = { value: undefined, label: t('filters.any') };
  return (
    <div className="live-filters">
      <NativeSelect<string | undefined>
        aria-label={t('filters.attendant')}
        value={filters.attendantId}
        options={[anyone, ...(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))]}
        onChange={(attendantId) => onChange({ ...filters, attendantId })}
      />
      <NativeSelect<string | undefined>
        aria-label={t('filters.department')}
        value={filters.departmentId}
        options={[anyone, ...(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
        onChange={(departmentId) => onChange({ ...filters, departmentId })}
      />
      <NativeSelect<number>
        aria-label={t('filters.sort')}
        value={filters.sort ?? sortType}
        options={sortTypes.map((value) => ({ value, label: t(`sort.${value}`) }))}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
    </div>
  );
}
