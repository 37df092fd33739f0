import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const HsmDialog = lazy(() => import('./HsmDialog.tsx'));

// "Send a template (HSM)" on /live (spec core §2); the dialog loads on first use.
export function HsmButton() {
  const { t } = useTranslation('live');
  const [isOpen, setOpen] = useState(false);
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
