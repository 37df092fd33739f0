import type { QuickResponse } from '@prosa/contracts';
import { Button, Checkbox, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  responses: QuickResponse[];
  isLoading: boolean;
  onEdit: (response: QuickResponse) => void;
  onDelete: (response: QuickResponse) => Promise<unknown>;
  onShare: (response: QuickResponse, shared: boolean) => void;
}

// A plain table, like the tags'; messages are shown as text (line breaks kept), never as HTML.
export function QuickResponsesTable({ responses, isLoading, onEdit, onDelete, onShare }: Props) {
  const { t } = useTranslation('team');
  return (
    <div className="p-table-wrap">
      <table className="p-table">
        <thead>
          <tr>
            <th scope="col">{t('quickResponses.titleLabel')}</th>
            <th scope="col">{t('quickResponses.messageLabel')}</th>
            <th scope="col">{t('quickResponses.sharedLabel')}</th>
            <th scope="col">{t('quickResponses.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {isLoading && (
            <tr>
              <td colSpan={4}>{t('quickResponses.loading')}</td>
            </tr>
          )}
          {!isLoading && responses.length === 0 && (
            <tr>
              <td colSpan={4}>{t('quickResponses.empty')}</td>
            </tr>
          )}
          {responses.map((response) => (
            <tr key={response.id}>
              <td>{response.title}</td>
              <td style={{ whiteSpace: 'pre-wrap' }}>{response.message}</td>
              <td>
                <Checkbox
                  checked={response.shared}
                  disabled={!response.editable}
                  aria-label={t('quickResponses.shareLabel', { title: response.title })}
                  onChange={(event) => onShare(response, event.target.checked)}
                />
              </td>
              <td>
                {response.editable && (
                  <Space>
                    <Button
                      size="small"
                      aria-label={t('quickResponses.editLabel', { title: response.title })}
                      onClick={() => onEdit(response)}
                    >
                      {t('quickResponses.edit')}
                    </Button>
                    <Popconfirm
                      title={t('quickResponses.deleteQuestion', { title: response.title })}
                      okText={t('quickResponses.deleteConfirm')}
                      cancelText={t('quickResponses.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(response).catch(() => undefined)}
                    >
                      <Button
                        danger
                        size="small"
                        aria-label={t('quickResponses.deleteLabel', { title: response.title })}
                      >
                        {t('quickResponses.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
