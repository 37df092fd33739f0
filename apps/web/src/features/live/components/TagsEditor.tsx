import { Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountTags } from '../../../shared/tags/useAccountTags.ts';
import { TagSelect } from '../../../shared/ui/TagSelect.tsx';
import { TagSwatch } from '../../../shared/ui/TagSwatch.tsx';

interface Props {
  // Whose tags: the conversation's (room header) or its contact's (side panel); names the controls.
  scope: 'conversation' | 'contact';
  tagIds: string[];
  onAdd: (tagId: string) => Promise<unknown>;
  onRemove: (tagId: string) => Promise<unknown>;
  // Shown, not changed: a caller who may not write them.
  readOnly?: boolean;
}

// A list of tags: each one removable, and a searchable picker of the account's tags not applied yet,
// which adds the one chosen. A refusal is the caller's to show (its catalogue text above).
export function TagsEditor({ scope, tagIds, onAdd, onRemove, readOnly = false }: Props) {
  const { t } = useTranslation('live');
  const id = useId();
  const tags = useAccountTags();
  const texts =
    scope === 'contact'
      ? {
          title: t('contactTags.title'),
          current: t('contactTags.current'),
          choose: t('contactTags.choose'),
          remove: (title: string) => t('contactTags.remove', { title }),
        }
      : {
          title: t('tags.title'),
          current: t('tags.current'),
          choose: t('tags.choose'),
          remove: (title: string) => t('tags.remove', { title }),
        };
  const tagOf = (tagId: string) => tags.data?.find((tag) => tag.id === tagId);
  const titleOf = (tagId: string) => tagOf(tagId)?.title ?? tagId;
  return (
    <fieldset className="live-tags" aria-label={texts.title}>
      <ul className="live-tag-list" aria-label={texts.current}>
        {[...tagIds]
          .sort((a, b) => titleOf(a).localeCompare(titleOf(b)))
          .map((tagId) => (
            <li key={tagId}>
              <Tag className="live-tag">
                <TagSwatch color={tagOf(tagId)?.color} />
                {titleOf(tagId)}
                {!readOnly && (
                  <button
                    type="button"
                    className="live-chip-remove"
                    aria-label={texts.remove(titleOf(tagId))}
                    onClick={() => void onRemove(tagId).catch(() => undefined)}
                  >
                    ×
                  </button>
                )}
              </Tag>
            </li>
          ))}
      </ul>
      {!readOnly && (
        <>
          <label htmlFor={`${id}-tag`} className="live-tag-label">
            {texts.choose}
          </label>
          <TagSelect
            id={`${id}-tag`}
            size="small"
            className="live-tag-picker"
            tagIds={tagIds}
            onPick={(tagId) => void onAdd(tagId).catch(() => undefined)}
          />
        </>
      )}
    </fieldset>
  );
}
