import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  isOpen: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

// Spec §4 "Contact editing": leaving with unsaved changes offers discard or keep editing.
export function DiscardChangesDialog({ isOpen, onDiscard, onKeepEditing }: Props) {
  const { t } = useTranslation('contacts');
  return (
    <Modal
      open={isOpen}
      title={t('unsaved.title')}
      okText={t('unsaved.discard')}
      cancelText={t('unsaved.keepEditing')}
      okButtonProps={{ danger: true }}
      onOk={onDiscard}
      onCancel={onKeepEditing}
    >
      {t('unsaved.text')}
    </Modal>
  );
}
