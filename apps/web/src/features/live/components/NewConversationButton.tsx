import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NewConversationDialog = lazy(() => import('./NewConversationDialog.tsx'));

// "New conversation" on /live (spec §2): the dialog, loaded on first use, picks a visitor browsing now.
export function NewConversationButton() {
  const { t } = useTranslation('live');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('newConversation.open')}</Button>
      {isOpen && (
        <Suspense fallback={null}>
          <NewConversationDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
