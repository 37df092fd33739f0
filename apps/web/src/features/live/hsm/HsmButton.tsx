import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSettings } from '../../../shared/liveSettings/useLiveSettings.ts';

const HsmDialog = lazy(() => import('./HsmDialog.tsx'));

// "Send a template (HSM)" on /live (spec core §2); the dialog loads on first use. Not offered when
// the account's live settings turn "start conversations by WhatsApp" off (the server refuses it).
export function HsmButton() {
  const { t } = useTranslation('live');
  const [isOpen, setOpen] = useState(false);
  const settings = useLiveSettings().data;
  if (settings?.behavior.initiations.whatsapp === false) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('hsm.open')}</Button>
      {isOpen && (
        <Suspense fallback={null}>
          <HsmDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
