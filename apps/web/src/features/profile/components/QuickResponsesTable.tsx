import type { QuickResponse } from '@prosa/contracts';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

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
    <PlainTable
      headers={[
        t('quickResponses.titleLabel'),
        t('quickResponses.messageLabel'),
        t('quickResponses.sharedLabel'),
        t('quickResponses.actions'),
      ]}
      isLoading={isLoading}
      isEmpty={responses.length === 0}
      loadingText={t('quickResponses.loading')}
      emptyText={t('quickResponses.empty')}
    >
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
              <EditDeleteButtons
                onEdit={() => onEdit(response)}
                onDelete={() => onDelete(response)}
                texts={{
                  edit: t('quickResponses.edit'),
                  editLabel: t('quickResponses.editLabel', { title: response.title }),
                  delete: t('quickResponses.delete'),
                  deleteLabel: t('quickResponses.deleteLabel', { title: response.title }),
                  deleteQuestion: t('quickResponses.deleteQuestion', { title: response.title }),
                  deleteConfirm: t('quickResponses.deleteConfirm'),
                  cancel: t('quickResponses.cancel'),
                }}
              />
            )}
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
