import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateChoice } from './useTemplateChoice.ts';

interface Props {
  title: string;
  // The template chosen with its variables: the send may go once there is one.
  choice: Pick<TemplateChoice, 'message'>;
  send: { isPending: boolean };
  onSend: () => void;
  onClose: () => void;
  children: ReactNode;
}

// The dialog a template goes out from (to a number, or into a room): its send costs one credit.
export function TemplateModal({ title, choice, send, onSend, onClose, children }: Props) {
  const { t } = useTranslation('live');
  return (
    <Modal
      open
      title={title}
      okText={t('hsm.send')}
      cancelText={t('hsm.cancel')}
      okButtonProps={{ loading: send.isPending, disabled: !choice.message }}
      onOk={onSend}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
