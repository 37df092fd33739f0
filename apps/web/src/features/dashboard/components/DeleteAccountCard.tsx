import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../../../shared/session/endSession.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';

// The danger zone, shown to the account owner only.
export function DeleteAccountCard({ accountName }: { accountName: string }) {
  const { t } = useTranslation('dashboard');
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The server has ended every session of the account: forget everything loaded and sign out.
  const onDeleted = () => endSession(queryClient, () => navigate('/login', { replace: true }));

  return (
    <Panel title={t('deleteAccount.title')} danger>
      <Typography.Paragraph>{t('deleteAccount.description', { name: accountName })}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <DeleteAccountModal
        accountName={accountName}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onDeleted={onDeleted}
      />
    </Panel>
  );
}
