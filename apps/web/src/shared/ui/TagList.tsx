import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountTags } from '../tags/useAccountTags.ts';
import { TagSwatch } from './TagSwatch.tsx';
import './tagPicker.css';

interface Props {
  tagIds: string[];
  // The list's accessible name.
  label: string;
  // Present: each tag has a button that removes it.
  onRemove?: (tagId: string) => void;
}

// Tags with their catalogue colours and titles; a tag id the catalogue no longer has shows as its id.
export function TagList({ tagIds, label, onRemove }: Props) {
  const { t } = useTranslation();
  const tags = useAccountTags();
  const tagOf = (tagId: string) => tags.data?.find((tag) => tag.id === tagId);
  const titleOf = (tagId: string) => tagOf(tagId)?.title ?? tagId;
  // By title: the order they were stored in (their ids) means nothing to the reader.
  const sorted = [...tagIds].sort((a, b) => titleOf(a).localeCompare(titleOf(b)));
  return (
    <ul className="p-tag-list" aria-label={label}>
      {sorted.map((tagId) => (
        <li key={tagId}>
          <Tag>
            <TagSwatch color={tagOf(tagId)?.color} />
            {titleOf(tagId)}
            {onRemove && (
              <button
                type="button"
                className="p-tag-remove"
                aria-label={t('tags.remove', { title: titleOf(tagId) })}
                onClick={() => onRemove(tagId)}
              >
                ×
              </button>
            )}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
