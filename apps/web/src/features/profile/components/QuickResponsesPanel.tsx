import type { QuickResponse } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useDeleteQuickResponse } from '../api/useDeleteQuickResponse.ts';
import { useQuickResponses } from '../api/useQuickResponses.ts';
import { useShareQuickResponse } from '../api/useShareQuickResponse.ts';
import { QuickResponseFormModal } from './QuickResponseFormModal.tsx';
import { QuickResponsesTable } from './QuickResponsesTable.tsx';

// The editing dialog: closed, open for a new response, or open on one response.
type Editing = { response: QuickResponse | null } | null;

// Every user keeps their own responses here and sees the account's shared ones; which rows they
// may change comes from the server (`editable`), which decides again on every change.
export default function QuickResponsesPanel() {
  const { t } = useTranslation('team');
  const responses = useQuickResponses();
  const remove = useDeleteQuickResponse();
  const share = useShareQuickResponse();
  const [editing, setEditing] = useState<Editing>(null);
  const failure = responses.error ?? remove.error ?? share.error;

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing({ response: null })}>
          {t('quickResponses.create')}
        </Button>
      </div>
      {failure && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={failure} />
        </div>
      )}
      <QuickResponsesTable
        responses={responses.data ?? []}
        isLoading={responses.isPending}
        onEdit={(response) => setEditing({ response })}
        onDelete={(response) => remove.mutateAsync(response.id)}
        onShare={(response, shared) => share.mutate({ id: response.id, shared })}
      />
      {editing && <QuickResponseFormModal response={editing.response} onClose={() => setEditing(null)} />}
    </>
  );
}
