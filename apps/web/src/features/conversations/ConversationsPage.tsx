import {
  channelTypes,
  conversationOrigins,
  conversationPageSizes,
  conversationSortOptions,
} from '@prosa/contracts';
import { Button, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreateListButton } from '../../shared/lists/CreateListButton.tsx';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { NativeSelect } from '../../shared/ui/NativeSelect.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useConversationCount, useConversationPage, useFilterChoices } from './api/conversationsApi.ts';
import { ConversationExportButtons } from './components/ConversationExportButtons.tsx';
import { ConversationsTable } from './components/ConversationsTable.tsx';
import { MoneyFilter } from './components/MoneyFilter.tsx';
import {
  apiQuery,
  type ConversationSearch,
  periodChoices,
  readSearch,
  resetSearch,
  writeSearch,
} from './conversationSearch.ts';
import './components/conversations.css';

// The satisfaction ratings a conversation can have (the survey's 0 to 5).
const satisfactionScores = ['0', '1', '2', '3', '4', '5'];

// /conversations: every conversation of every channel, finished or not, that the view rule lets
// the caller see. The search lives in the URL; pages go forward and back by keyset cursors.
export default function ConversationsPage() {
  const { t, i18n } = useTranslation('conversations');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const query = useMemo(() => apiQuery(search), [search]);
  // A new search starts again from the first page.
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => setCursors([null]), [queryKey]);
  const cursor = cursors.at(-1) ?? null;
  const page = useConversationPage(query, cursor);
  const count = useConversationCount(query);
  const me = useMe().data;
  const canSeeCampaigns = me?.permissions.includes('broadcast.view') === true;
  const choices = useFilterChoices(canSeeCampaigns);
  const canExport = me?.permissions.includes('conversations.export') === true;
  const change = (patch: Partial<ConversationSearch>) => setParams(writeSearch({ ...search, ...patch }));
  const option = (value: string, label: string) => ({ value, label });

  return (
    <Panel title={t('list.title')}>
      <search className="conversations-toolbar" aria-label={t('list.searchForm')}>
        <Input.Search
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => change({ q: value })}
        />
        <NativeSelect
          aria-label={t('list.period')}
          value={search.period}
          onChange={(period) => change({ period })}
          options={periodChoices.map((code) => option(code, t(`periods.${code}`)))}
        />
        {search.period === 'custom' && (
          <>
            <input
              className="p-input"
              type="date"
              aria-label={t('list.from')}
              value={search.from}
              onChange={(event) => change({ from: event.target.value })}
            />
            <input
              className="p-input"
              type="date"
              aria-label={t('list.to')}
              value={search.to}
              onChange={(event) => change({ to: event.target.value })}
            />
          </>
        )}
        <NativeSelect
          aria-label={t('list.channel')}
          value={search.channel}
          onChange={(channel) => change({ channel })}
          options={[
            option('', t('list.allChannels')),
            ...channelTypes.map((c) => option(c, t(`channels.${c}`))),
          ]}
        />
        <NativeSelect
          aria-label={t('list.chatbot')}
          value={search.botId}
          onChange={(botId) => change({ botId })}
          options={[
            option('', t('list.allChatbots')),
            ...(choices.bots.data ?? []).map((bot) => option(bot.id, bot.name)),
          ]}
        />
        <NativeSelect
          aria-label={t('list.live')}
          value={search.live}
          onChange={(live) => change({ live })}
          options={[
            option('', t('live.none')),
            ...['1', '2', '3', '4', '5'].map((c) => option(c, t(`live.${c}`))),
          ]}
        />
        <NativeSelect
          aria-label={t('list.finished')}
          value={search.finished}
          onChange={(finished) => change({ finished })}
          options={['all', 'finished', 'incomplete'].map((f) => option(f, t(`finished.${f}`)))}
        />
        <Select
          mode="multiple"
          aria-label={t('list.tags')}
          placeholder={t('list.tags')}
          value={search.tags}
          onChange={(tags: string[]) => change({ tags })}
          options={(choices.tags.data?.tags ?? []).map((tag) => option(tag.id, tag.title))}
          optionFilterProp="label"
        />
        <Select
          mode="multiple"
          aria-label={t('list.attendants')}
          placeholder={t('list.attendants')}
          value={search.attendants}
          onChange={(attendants: string[]) => change({ attendants })}
          options={(choices.members.data?.members ?? []).map((member) => option(member.id, member.name))}
          optionFilterProp="label"
        />
        <Select
          mode="multiple"
          aria-label={t('list.departments')}
          placeholder={t('list.departments')}
          value={search.departments}
          onChange={(departments: string[]) => change({ departments })}
          options={(choices.departments.data?.items ?? []).map((d) => option(d.id, d.name))}
          optionFilterProp="label"
        />
        <Select
          mode="multiple"
          aria-label={t('list.satisfaction')}
          placeholder={t('list.satisfaction')}
          value={search.satisfaction}
          onChange={(satisfaction: string[]) => change({ satisfaction })}
          options={satisfactionScores.map((score) => option(score, t('list.score', { score })))}
        />
        <NativeSelect
          aria-label={t('list.origin')}
          value={search.origin}
          onChange={(origin) => change({ origin })}
          options={[
            option('', t('list.allOrigins')),
            ...conversationOrigins.map((o) => option(o, t(`origins.${o}`))),
          ]}
        />
        {canSeeCampaigns && (
          <NativeSelect
            aria-label={t('list.campaign')}
            value={search.campaign}
            onChange={(campaign) => change({ campaign })}
            options={[
              option('', t('list.allCampaigns')),
              ...(choices.campaigns.data ?? []).map((dispatch) =>
                option(
                  dispatch.id,
                  `${dispatch.name} · ${new Date(dispatch.createdAt).toLocaleDateString(i18n.language)}`,
                ),
              ),
            ]}
          />
        )}
        <MoneyFilter
          label={t('list.minValue')}
          placeholder={t('list.minValue')}
          value={search.minValue}
          onChange={(minValue) => change({ minValue })}
        />
        <MoneyFilter
          label={t('list.maxValue')}
          placeholder={t('list.maxValue')}
          value={search.maxValue}
          onChange={(maxValue) => change({ maxValue })}
        />
        <NativeSelect
          aria-label={t('list.sort')}
          value={search.sort}
          onChange={(sort) => change({ sort })}
          options={conversationSortOptions.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
        <Button onClick={() => setParams(writeSearch(resetSearch))}>{t('list.reset')}</Button>
      </search>
      <ErrorAlert error={page.error ?? count.error} />
      <p aria-live="polite">
        {count.data
          ? t(count.data.capped ? 'list.countCapped' : 'list.count', { count: count.data.total })
          : t('loading')}
      </p>
      {canExport && <ConversationExportButtons query={query} />}
      <CreateListButton origin={{ kind: 'conversations', query }} />
      <ConversationsTable items={page.data?.items ?? []} isLoading={page.isPending} />
      <div className="conversations-pager">
        <Button disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('list.previous')}
        </Button>
        <span>{t('list.page', { page: cursors.length })}</span>
        <Button
          disabled={!page.data?.nextCursor}
          onClick={() => page.data?.nextCursor && setCursors([...cursors, page.data.nextCursor])}
        >
          {t('list.next')}
        </Button>
        <NativeSelect
          aria-label={t('list.rowsPerPage')}
          value={search.limit}
          onChange={(limit) => change({ limit })}
          options={conversationPageSizes.map((size) => ({ value: size as number, label: String(size) }))}
        />
      </div>
    </Panel>
  );
}
