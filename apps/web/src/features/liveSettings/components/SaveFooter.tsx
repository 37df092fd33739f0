import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';

interface Props {
  save: { error: unknown; isSuccess: boolean; isPending: boolean };
  canEdit: boolean;
  label: string;
}

// The end of a live settings form: the save's refusal or confirmation, and the button for those who may save.
export function SaveFooter({ save, canEdit, label }: Props) {
  const { t } = useTranslation('liveSettings');
  return (
    <>
      <div className="live-alert">
        <ErrorAlert error={save.error} />
        {save.isSuccess && <Notice type="success" title={t('saved')} />}
      </div>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {label}
        </Button>
      )}
    </>
  );
}
