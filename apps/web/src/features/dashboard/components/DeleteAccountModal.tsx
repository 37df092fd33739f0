import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useDeleteAccount } from '../api/useDeleteAccount.ts';

interface Props {
  accountName: string;
  isOpen: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

// Deleting is irreversible, so the owner types the account's name; the button stays disabled
// until it matches exactly.
export function DeleteAccountModal({ accountName, isOpen, onClose, onDeleted }: Props) {
  const { t } = useTranslation('dashboard');
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const close = () => {
    setTyped('');
    remove.reset();
    onClose();
  };

  return (
    <Modal
      open={isOpen}
      title={t('deleteAccount.modalTitle', { name: accountName })}
      okText={t('deleteAccount.confirm')}
      cancelText={t('deleteAccount.cancel')}
      okButtonProps={{ danger: true, disabled: typed !== accountName, loading: remove.isPending }}
      onOk={() => remove.mutate(typed, { onSuccess: onDeleted })}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('deleteAccount.warning', { name: accountName })}</Typography.Paragraph>
      <Typography.Paragraph>
        <label htmlFor="delete-account-confirmation">
          {t('deleteAccount.instruction')} <strong>{accountName}</strong>
        </label>
      </Typography.Paragraph>
      <Input
        id="delete-account-confirmation"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        status={remove.isError ? 'error' : undefined}
      />
      <div style={{ marginTop: 16 }}>
        <ErrorAlert error={remove.error} />
      </div>
    </Modal>
  );
}
