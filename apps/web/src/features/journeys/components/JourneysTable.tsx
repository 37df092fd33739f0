import type { Journey } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { toleranceLabel } from '../toleranceLabel.ts';
import { weekdayName } from '../weekdayName.ts';

interface Props {
  journeys: Journey[];
  isLoading: boolean;
  onEdit: (journey: Journey) => void;
  onDelete: (journey: Journey) => Promise<unknown>;
}

// One row per journey with its week in short form ("Mon 08:00–12:00, 13:00–18:00").
export function JourneysTable({ journeys, isLoading, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('journeys');
  const describeWeek = (journey: Journey) =>
    journey.schedules
      .filter((day) => day.periods.length > 0)
      .map(
        (day) =>
          `${weekdayName(day.weekday, i18n.language)} ${day.periods.map((p) => `${p.entry}–${p.exit}`).join(', ')}`,
      )
      .join('; ');
  return (
    <PlainTable
      headers={[t('form.name'), t('list.week'), t('form.tolerance'), t('list.users'), t('list.actions')]}
      isLoading={isLoading}
      isEmpty={journeys.length === 0}
      loadingText={t('list.loading')}
      emptyText={t('list.empty')}
    >
      {journeys.map((journey) => (
        <tr key={journey.id}>
          <td>{journey.name}</td>
          <td>{describeWeek(journey) || t('list.noPeriods')}</td>
          <td>{toleranceLabel(journey.toleranceMinutes, t)}</td>
          <td>{journey.userIds.length}</td>
          <td>
            <EditDeleteButtons
              onEdit={() => onEdit(journey)}
              onDelete={() => onDelete(journey)}
              texts={{
                edit: t('list.edit'),
                editLabel: t('list.editLabel', { name: journey.name }),
                delete: t('list.delete'),
                deleteLabel: t('list.deleteLabel', { name: journey.name }),
                deleteQuestion: t('list.deleteQuestion', { name: journey.name }),
                deleteConfirm: t('list.deleteConfirm'),
                cancel: t('form.cancel'),
              }}
            />
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
