import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { NativeSelect } from '../../shared/ui/NativeSelect.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useChatbotNames } from './api/useChatbotNames.ts';
import { useLeadList } from './api/useLeadList.ts';
import { LeadsTable } from './components/LeadsTable.tsx';
import './components/leads.css';

// /people: the leads the chatbots' data collections gathered, newest first, with search, a
// chatbot filter and keyset pages ("load more").
export default function LeadsPage() {
  const { t } = useTranslation('leads');
  const [search, setSearch] = useState('');
  const [botId, setBotId] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const params = useMemo(() => ({ q, botId }), [q, botId]);
  const list = useLeadList(params);
  const chatbots = useChatbotNames();
  const items = (list.data?.pages ?? []).flatMap((page) => page.items);
  const chatbotOptions = [
    { value: null as string | null, label: t('list.allChatbots') },
    ...(chatbots.data ?? []).map((bot) => ({ value: bot.id as string | null, label: bot.name })),
  ];

  return (
    <Panel title={t('list.title')}>
      <p>{t('list.intro')}</p>
      <div className="leads-toolbar">
        <Input.Search
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect
          aria-label={t('list.chatbot')}
          value={botId}
          onChange={setBotId}
          options={chatbotOptions}
        />
      </div>
      <ErrorAlert error={list.error ?? chatbots.error} />
      <LeadsTable items={items} isLoading={list.isPending} />
      {list.hasNextPage && (
        <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('list.loadMore')}
        </Button>
      )}
    </Panel>
  );
}
