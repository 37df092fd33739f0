import type { ConversationDetail } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useLiveTags } from '../api/useLiveTags.ts';

interface Props {
  detail: ConversationDetail;
  run: (path: string, body?: unknown, method?: 'POST' | 'DELETE') => Promise<unknown>;
}

// The conversation's tags: removed one by one, added from the catalogue. Adding one twice is the
// server's to refuse, and its catalogue text shows above.
export function TagsEditor({ detail, run }: Props) {
  const { t } = useTranslation('live');
  const tags = useLiveTags();
  const [tagId, setTagId] = useState<string | undefined>();
  const titleOf = (id: string) => tags.data?.find((tag) => tag.id === id)?.title ?? id;
  const remove = (id: string) =>
    run(`tags/${encodeURIComponent(id)}`, undefined, 'DELETE').catch(() => undefined);
  return (
    <fieldset className="live-tags" aria-label={t('tags.title')}>
      <ul className="live-tag-list" aria-label={t('tags.current')}>
        {detail.tags.map((id) => (
          <li key={id} className="live-chip">
            {titleOf(id)}
            <button
              type="button"
              className="live-chip-remove"
              aria-label={t('tags.remove', { title: titleOf(id) })}
              onClick={() => void remove(id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <NativeSelect<string | undefined>
        aria-label={t('tags.choose')}
        value={tagId}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.title }))}
        onChange={setTagId}
      />
      <Button
        disabled={!tagId}
        onClick={() =>
          tagId &&
          run('tags', { tagId }).then(
            () => setTagId(undefined),
            () => undefined,
          )
        }
      >
        {t('tags.add')}
      </Button>
    </fieldset>
  );
}
