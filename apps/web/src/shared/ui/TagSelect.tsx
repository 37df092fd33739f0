import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountTags } from '../tags/useAccountTags.ts';
import { TagSwatch } from './TagSwatch.tsx';

interface Props {
  id: string;
  // The tags already applied: the picker offers the account's other ones.
  tagIds: string[];
  onPick: (tagId: string) => void;
  className?: string;
  size?: 'small' | 'middle';
}

// A searchable picker of the account's tags not applied yet; it keeps no value of its own, so the
// same picker adds one tag after another.
export function TagSelect({ id, tagIds, onPick, className, size }: Props) {
  const { t } = useTranslation();
  const tags = useAccountTags();
  const available = (tags.data ?? []).filter((tag) => !tagIds.includes(tag.id));
  return (
    <Select<string>
      id={id}
      {...(size && { size })}
      className={className}
      showSearch={{ optionFilterProp: 'label' }}
      // A short list: every option in the accessibility tree, not only the ones around the cursor.
      virtual={false}
      placeholder={t('tags.placeholder')}
      loading={tags.isPending}
      value={null}
      notFoundContent={tags.data?.length === 0 ? t('tags.noTags') : undefined}
      options={available.map((tag) => ({ value: tag.id, label: tag.title, color: tag.color }))}
      optionRender={(option) => (
        <span>
          <TagSwatch color={option.data.color} />
          {option.data.label}
        </span>
      )}
      onChange={(tagId) => tagId && onPick(tagId)}
    />
  );
}
