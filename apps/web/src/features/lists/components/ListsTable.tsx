import type { RecipientList } from '@prosa/contracts';
import { Avatar, Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { listInitials } from '../listInitials.ts';

interface Props {
  lists: RecipientList[];
  isLoading: boolean;
  onView: (list: RecipientList) => void;
  onRename: (list: RecipientList) => void;
  onDelete: (list: RecipientList) => Promise<unknown>;
}

// Spec campaigns §3 "List: avatar, title, amount, name, e-mail, phone": the avatar is drawn from
// the title; the entries (name, e-mail, phone) open in the drawer, and here each list counts those
// it can reach by e-mail and by phone.
export function ListsTable({ lists, isLoading, onView, onRename, onDelete }: Props) {
  const { t } = useTranslation('lists');
  const percent = (list: RecipientList) =>
    list.totalRows > 0 ? Math.round((list.processedRows / list.totalRows) * 100) : 0;
  return (
    <PlainTable
      headers={[
        t('columns.avatar'),
        t('columns.title'),
        t('columns.amount'),
        t('columns.withEmail'),
        t('columns.withPhone'),
        t('columns.source'),
        t('columns.status'),
        t('columns.actions'),
      ]}
      isLoading={isLoading}
      isEmpty={lists.length === 0}
      loadingText={t('loading')}
      emptyText={t('empty')}
    >
      {lists.map((list) => (
        <tr key={list.id}>
          <td>
            <Avatar aria-hidden>{listInitials(list.title)}</Avatar>
          </td>
          <td>{list.title}</td>
          <td>{list.amount}</td>
          <td>{list.withEmail}</td>
          <td>{list.withPhone}</td>
          <td>
            {t(`sources.${list.source}`, { channel: list.channel ? t(`channels.${list.channel}`) : '' })}
          </td>
          <td>
            {list.status === 'importing' ? (
              <Progress
                percent={percent(list)}
                size="small"
                aria-label={t('progress', { title: list.title })}
                style={{ width: 120 }}
              />
            ) : (
              t(`statuses.${list.status}`, { count: list.errorCount })
            )}
          </td>
          <td>
            <Space>
              <Button
                size="small"
                aria-label={t('viewLabel', { title: list.title })}
                onClick={() => onView(list)}
              >
                {t('view')}
              </Button>
              <EditDeleteButtons
                onEdit={() => onRename(list)}
                onDelete={() => onDelete(list)}
                texts={{
                  edit: t('rename.button'),
                  editLabel: t('rename.label', { title: list.title }),
                  delete: t('delete.button'),
                  deleteLabel: t('delete.label', { title: list.title }),
                  deleteQuestion: t('delete.question', { title: list.title }),
                  deleteConfirm: t('delete.confirm'),
                  cancel: t('rename.cancel'),
                }}
              />
            </Space>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
