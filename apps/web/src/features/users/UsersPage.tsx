import type { Member } from '@prosa/contracts';
import { Button, Input, Space, Typography } from 'antd';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../shared/ui/Notice.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDeleteUser } from './api/useDeleteUser.ts';
import { useSetUserActive } from './api/useSetUserActive.ts';
import { useUsers } from './api/useUsers.ts';
import { Pager } from './components/Pager.tsx';
import { UsersTable } from './components/UsersTable.tsx';
import './components/users.css';

// The dialogs and the drawer load on first use, so the list alone opens fast.
const UserFormModal = lazyPage('UserFormModal', () => import('./components/UserFormModal.tsx'));
const AccessLogDrawer = lazyPage('AccessLogDrawer', () => import('./components/AccessLogDrawer.tsx'));
const ExtraUsersModal = lazyPage('ExtraUsersModal', () => import('./components/ExtraUsersModal.tsx'));

// The editing dialog: closed, open for a new member, or open on one member.
type Editing = { user: Member | null } | null;

// /settings/users: the account's members, searched and paged by the server. At the user limit the
// "new user" button gives way to the request for extra users.
export default function UsersPage() {
  const { t, i18n } = useTranslation('users');
  const me = useMe().data;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers(deferredSearch, page);
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [logOf, setLogOf] = useState<Member | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const data = users.data;
  const isFull = data !== undefined && data.quota.used >= data.quota.limit;
  const latest = data?.latestExtraRequest;

  return (
    <Panel title={t('title')}>
      <div className="users-toolbar">
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Space wrap>
          {data && (
            <Typography.Text>
              {t('quota', { used: data.quota.used, limit: data.quota.limit })}
            </Typography.Text>
          )}
          {isFull ? (
            <Button type="primary" onClick={() => setIsRequesting(true)}>
              {t('extra.open')}
            </Button>
          ) : (
            <Button type="primary" disabled={!data} onClick={() => setEditing({ user: null })}>
              {t('create')}
            </Button>
          )}
        </Space>
      </div>
      {isFull && (
        <div style={{ marginBottom: 16 }}>
          <Notice type="warning" title={t('extra.limitReached')}>
            {latest &&
              t('extra.latest', {
                quantity: latest.quantity,
                date: formatDateTime(latest.createdAt, i18n.language),
              })}
          </Notice>
        </div>
      )}
      {(users.isError || setActive.isError || remove.isError) && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={users.error ?? setActive.error ?? remove.error} />
        </div>
      )}
      <UsersTable
        users={data?.items ?? []}
        isLoading={users.isPending}
        onEdit={(user) => setEditing({ user })}
        onSetActive={(user, isActive) => setActive.mutateAsync({ id: user.id, isActive })}
        onDelete={(user) => remove.mutateAsync(user.id)}
        onShowAccessLog={setLogOf}
      />
      {data && <Pager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
      <Suspense fallback={null}>
        {editing && me && (
          <UserFormModal user={editing.user} callerLevel={me.level} onClose={() => setEditing(null)} />
        )}
        {logOf && <AccessLogDrawer user={logOf} onClose={() => setLogOf(null)} />}
        {isRequesting && <ExtraUsersModal onClose={() => setIsRequesting(false)} />}
      </Suspense>
    </Panel>
  );
}
