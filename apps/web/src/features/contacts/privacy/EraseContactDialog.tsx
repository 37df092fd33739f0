import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useEraseContact } from './api/useEraseContact.ts';

interface Props {
  contact: { id: string; name: string };
  onClose: () => void;
  onErased: () => void;
}

// The erasure's confirmation: it cannot be undone, so the administrator types the contact's name
// (its id when it has none), as the server checks again.
export function EraseContactDialog({ contact, onClose, onErased }: Props) {
  const { t } = useTranslation('privacy');
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const erase = useEraseContact(contact.id);
  const expected = contact.name.trim() || contact.id;
  const isConfirmed = typed.trim() === expected;

  return (
    <Modal
      open
      title={t('erase.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={erase.isPending}>
          {t('erase.cancel')}
        </Button>,
        <Button
          key="erase"
          type="primary"
          danger
          disabled={!isConfirmed}
          loading={erase.isPending}
          onClick={() => erase.mutate(typed, { onSuccess: onErased })}
        >
          {t('erase.confirm')}
        </Button>,
      ]}
    >
      <p>{t('erase.consequences')}</p>
      <p>{t('erase.kept')}</p>
      <label htmlFor={inputId}>{t('erase.typeName', { name: expected })}</label>
      <Input
        id={inputId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
      <ErrorAlert error={erase.error} />
    </Modal>
  );
}
