import { useTranslation } from 'react-i18next';
import { TagList } from './TagList.tsx';
import { TagSelect } from './TagSelect.tsx';
import './tagPicker.css';

interface Props {
  // The picker's id and its visible label.
  id: string;
  label: string;
  tagIds: string[];
  // Absent: the tags show read-only (no remove buttons, no picker).
  onAdd?: (tagId: string) => void;
  onRemove?: (tagId: string) => void;
  // How many tags the thing may carry: the picker gives way to a notice once reached.
  max?: number;
}

// Tags applied to something, each one removable by a named button, and a searchable picker of the
// account's tags not applied yet, which adds the one chosen.
export function TagPicker({ id, label, tagIds, onAdd, onRemove, max = Number.POSITIVE_INFINITY }: Props) {
  const { t } = useTranslation();
  return (
    <div className="p-tags">
      {tagIds.length === 0 && !onAdd ? (
        <p className="p-hint">{t('tags.none')}</p>
      ) : (
        <TagList tagIds={tagIds} label={t('tags.current')} {...(onRemove && { onRemove })} />
      )}
      {onAdd &&
        (tagIds.length >= max ? (
          <p className="p-hint">{t('tags.limit', { count: max })}</p>
        ) : (
          <>
            <label htmlFor={id} className="p-tag-label">
              {label}
            </label>
            <TagSelect id={id} tagIds={tagIds} onPick={onAdd} className="p-tag-picker" />
          </>
        ))}
    </div>
  );
}
