import { sortTypes } from '@prosa/contracts';
import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
// Each select has its visible label; an empty filter reads "All attendants" / "All departments".
export function ListFiltersBar({ filters, sortType, onChange }: Props) {
  const { t } = useTranslation('live');
  const id = useId();
  const members = useLiveMembers();
  const departments = useLiveDepartments();
  return (
    <div className="live-filters">
      <div className="live-filter">
        <label htmlFor={`${id}-attendant`}>{t('filters.attendant')}</label>
        <Select<string>
          id={`${id}-attendant`}
          size="small"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filters.anyAttendant')}
          loading={members.isPending}
          value={filters.attendantId}
          options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          onChange={(attendantId) => onChange({ ...filters, attendantId: attendantId ?? undefined })}
        />
      </div>
      <div className="live-filter">
        <label htmlFor={`${id}-department`}>{t('filters.department')}</label>
        <Select<string>
          id={`${id}-department`}
          size="small"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filters.anyDepartment')}
          loading={departments.isPending}
          value={filters.departmentId}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          onChange={(departmentId) => onChange({ ...filters, departmentId: departmentId ?? undefined })}
        />
      </div>
      <div className="live-filter live-filter-wide">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <Select<number>
          id={`${id}-sort`}
          size="small"
          value={filters.sort ?? sortType}
          options={sortTypes.map((value) => ({ value, label: t(`sort.${value}`) }))}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
      </div>
    </div>
  );
}
