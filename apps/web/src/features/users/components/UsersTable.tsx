import type { Member } from '@prosa/contracts';
import { Avatar, Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useRoleLabels } from './useRoleLabels.ts';

interface Props {
  users: Member[];
  isLoading: boolean;
  onEdit: (user: Member) => void;
  onSetActive: (user: Member, isActive: boolean) => Promise<unknown>;
  onDelete: (user: Member) => Promise<unknown>;
  onShowAccessLog: (user: Member) => void;
}

// One page of members (50 at most); the server searches and pages, the table only shows.
export function UsersTable({ users, isLoading, onEdit, onSetActive, onDelete, onShowAccessLog }: Props) {
  const { t } = useTranslation('users');
  const roleLabels = useRoleLabels();
  return (
    <PlainTable
      headers={[
        t('table.name'),
        t('table.email'),
        t('table.role'),
        t('table.level'),
        t('table.status'),
        t('table.actions'),
      ]}
      isLoading={isLoading}
      isEmpty={users.length === 0}
      loadingText={t('loading')}
      emptyText={t('empty')}
    >
      {users.map((user) => (
        <tr key={user.id}>
          <td>
            <Space>
              <Avatar size="small" src={user.avatar ?? undefined} alt="">
                {user.name.slice(0, 1).toUpperCase()}
              </Avatar>
              {user.name}
              {user.isOwner && <Tag>{t('table.owner')}</Tag>}
            </Space>
          </td>
          <td>{user.email}</td>
          <td>{roleLabels[user.role]}</td>
          <td>{user.level}</td>
          <td>
            <Tag color={user.isActive ? 'green' : 'default'}>
              {user.isActive ? t('table.active') : t('table.inactive')}
            </Tag>
          </td>
          <td>
            <Space wrap>
              <EditDeleteButtons
                onEdit={() => onEdit(user)}
                onDelete={() => onDelete(user)}
                texts={{
                  edit: t('edit'),
                  editLabel: t('editLabel', { name: user.name }),
                  delete: t('delete'),
                  deleteLabel: t('deleteLabel', { name: user.name }),
                  deleteQuestion: t('deleteQuestion', { name: user.name }),
                  deleteConfirm: t('delete'),
                  cancel: t('cancel'),
                }}
              />
              {user.isActive ? (
                <Popconfirm
                  title={t('deactivateQuestion', { name: user.name })}
                  okText={t('deactivate')}
                  cancelText={t('cancel')}
                  onConfirm={() => onSetActive(user, false).catch(() => undefined)}
                >
                  <Button size="small" aria-label={t('deactivateLabel', { name: user.name })}>
                    {t('deactivate')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button
                  size="small"
                  aria-label={t('reactivateLabel', { name: user.name })}
                  onClick={() => onSetActive(user, true).catch(() => undefined)}
                >
                  {t('reactivate')}
                </Button>
              )}
              <Button
                size="small"
                type="link"
                aria-label={t('accessLogLabel', { name: user.name })}
                onClick={() => onShowAccessLog(user)}
              >
                {t('accessLog.open')}
              </Button>
            </Space>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
