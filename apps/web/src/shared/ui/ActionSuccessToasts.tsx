import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { watchAnnouncedSuccesses } from '../api/announcedSuccess.ts';

// The toast "action was successful" after each mutation that asks for it (announcesSuccess).
export function ActionSuccessToasts() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  useEffect(
    () => watchAnnouncedSuccesses(queryClient, () => void message.success(t('generic.actionSuccessful'))),
    [queryClient, message, t],
  );
  return null;
}
