import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveShortcuts } from '../model/liveShortcut.ts';

// The help of /live's keyboard, opened with "?" or its button.
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('live');
  return (
    <Modal open={open} title={t('shortcuts.title')} footer={null} destroyOnHidden onCancel={onClose}>
      <dl className="live-shortcuts">
        {liveShortcuts.map(({ action, keys }) => (
          <div key={action} className="live-shortcut">
            <dt>{t(`shortcuts.${action}`)}</dt>
            <dd>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ` ${t('shortcuts.or')} `}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
