import type { ConversationDetail } from '@prosa/contracts';
import { Select, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTags } from '../api/useLiveTags.ts';

interface Props {
  detail: ConversationDetail;
  run: (path: string, body?: unknown, method?: 'POST' | 'DELETE') => Promise<unknown>;
}

// The conversation's tags: each one removable, and a searchable picker of the account's tags not
// applied yet, which adds the one chosen. Adding one twice is the server's to refuse, and its
// catalogue text shows above.
export function TagsEditor({ detail, run }: Props) {
  const { t } = useTranslation('live');
  const id = useId();
  const tags = useLiveTags();
  const tagOf = (tagId: string) => tags.data?.find((tag) => tag.id === tagId);
  const titleOf = (tagId: string) => tagOf(tagId)?.title ?? tagId;
  const remove = (tagId: string) =>
    run(`tags/${encodeURIComponent(tagId)}`, undefined, 'DELETE').catch(() => undefined);
  const available = (tags.data ?? []).filter((tag) => !detail.tags.includes(tag.id));
  return (
    <fieldset className="live-tags" aria-label={t('tags.title')}>
      <ul className="live-tag-list" aria-label={t('tags.current')}>
        {detail.tags.map((tagId) => (
          <li key={tagId}>
            <Tag color={tagOf(tagId)?.color}>
              {titleOf(tagId)}
              <button
                type="button"
                className="live-chip-remove"
                aria-label={t('tags.remove', { title: titleOf(tagId) })}
                onClick={() => void remove(tagId)}
              >
                ×
              </button>
            </Tag>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-tag`} className="live-tag-label">
        {t('tags.choose')}
      </label>
      <Select<string>
        id={`${id}-tag`}
        size="small"
        className="live-tag-picker"
        showSearch={{ optionFilterProp: 'label' }}
        // A short list: every option in the accessibility tree, not only the ones around the cursor.
        virtual={false}
        placeholder={t('tags.placeholder')}
        loading={tags.isPending}
        value={null}
        notFoundContent={tags.data?.length === 0 ? t('tags.noTags') : undefined}
        options={available.map((tag) => ({ value: tag.id, label: tag.title, color: tag.color }))}
        optionRender={(option) => <Tag color={option.data.color}>{option.data.label}</Tag>}
        onChange={(tagId) => void run('tags', { tagId }).catch(() => undefined)}
      />
    </fieldset>
  );
}
