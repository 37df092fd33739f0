import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const RoomTemplateDialog = lazy(() => import('./RoomTemplateDialog.tsx'));

// In place of the composer once the room's 24-hour window has closed: free text no longer reaches
// the customer, a template does (spec campaigns §9). The dialog loads on first use.
export function ClosedWindowNotice({
  conversationId,
  channelId,
}: {
  conversationId: string;
  channelId: string;
}) {
  const { t } = useTranslation('live');
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="live-composer live-window-closed" role="note">
      <p>{t('hsm.windowClosed')}</p>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('hsm.sendTemplate')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <RoomTemplateDialog
            conversationId={conversationId}
            channelId={channelId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
