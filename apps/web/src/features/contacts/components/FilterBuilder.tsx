import type { CrmFilterCondition } from '@prosa/contracts';
import { crmFilterConditions } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { type FilterRow, needsValue } from '../filterRows.ts';

interface Props {
  fields: { id: string; name: string }[];
  rows: FilterRow[];
  onChange: (rows: FilterRow[]) => void;
}

const conditions = Object.values(crmFilterConditions) as CrmFilterCondition[];

// The dynamic filter: rows of field, condition and value. The value box hides for "filled" and
// "empty"; a row applies only once complete (activeFilters).
export function FilterBuilder({ fields, rows, onChange }: Props) {
  const { t } = useTranslation('contacts');
  const change = (index: number, row: Partial<FilterRow>) =>
    onChange(rows.map((item, at) => (at === index ? { ...item, ...row } : item)));

  return (
    <fieldset className="contacts-filters">
      <legend>{t('filters.title')}</legend>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <div key={index} className="contacts-filter-row">
            <NativeSelect
              aria-label={t('filters.field', { number })}
              value={row.fieldId}
              options={fields.map((field) => ({ value: field.id, label: field.name }))}
              onChange={(fieldId) => change(index, { fieldId })}
            />
            <NativeSelect<CrmFilterCondition | null>
              aria-label={t('filters.condition', { number })}
              value={row.condition}
              options={conditions.map((value) => ({ value, label: t(`conditions.${value}`) }))}
              onChange={(condition) =>
                change(index, { condition, value: needsValue(condition) ? row.value : '' })
              }
            />
            {needsValue(row.condition) && (
              <Input
                aria-label={t('filters.value', { number })}
                value={row.value}
                onChange={(event) => change(index, { value: event.target.value })}
              />
            )}
            <Button
              aria-label={t('filters.removeLabel', { number })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t('filters.remove')}
            </Button>
          </div>
        );
      })}
      <Button onClick={() => onChange([...rows, { fieldId: '', condition: null, value: '' }])}>
        {t('filters.add')}
      </Button>
    </fieldset>
  );
}
