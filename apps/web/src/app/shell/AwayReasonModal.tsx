import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSettings } from '../../shared/liveSettings/useLiveSettings.ts';

interface Props {
  open: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

// Away is a pause with a reason (spec §4): the attendant keeps active chats but gets no new ones.
// When the account's live settings ask for a reason from their list, the attendant picks one;
// otherwise they type it. Loaded the first time the user pauses.
export default function AwayReasonModal({ open, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('shell');
  const settings = useLiveSettings();
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const away = settings.data?.behavior.away;
  const options = away?.isActive ? away.options : [];

  const confirm = () => {
    if (!reason.trim()) return setIsMissing(true);
    onConfirm(reason.trim());
    setReason('');
    setIsMissing(false);
  };

  return (
    <Modal
      open={open}
      title={t('presence.awayTitle')}
      okText={t('presence.awayConfirm')}
      cancelText={t('presence.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {settings.isPending ? null : options.length > 0 ? (
        <Radio.Group
          aria-label={t('presence.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={options.map((option) => ({ value: option.label, label: option.label }))}
        />
      ) : (
        <>
          <label htmlFor="away-reason">{t('presence.reason')}</label>
          <Input
            id="away-reason"
            maxLength={200}
            value={reason}
            status={isMissing ? 'error' : undefined}
            aria-invalid={isMissing}
            onChange={(event) => setReason(event.target.value)}
            onPressEnter={confirm}
          />
        </>
      )}
      {isMissing && <div role="alert">{t('presence.reasonRequired')}</div>}
    </Modal>
  );
}
