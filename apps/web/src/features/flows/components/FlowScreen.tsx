import type { BotSummary, FlowResponse } from '@prosa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useFlowPage } from '../hooks/useFlowPage.ts';
import { FlowNav } from './FlowNav.tsx';

interface Props {
  children: (loaded: { botId: string; bot: BotSummary; flow: FlowResponse }) => ReactNode;
}

// The frame of the flow screens: their links, then the screen once the chatbot and its flow are in.
export function FlowScreen({ children }: Props) {
  const { t } = useTranslation('flows');
  const page = useFlowPage();
  const bot = page.bot.data;
  const flow = page.flow.data;
  return (
    <div className="flows-screen">
      <FlowNav botId={page.botId} />
      <ErrorAlert error={page.error} />
      {page.isPending && <p role="status">{t('loading')}</p>}
      {bot === null && <p>{t('botNotFound')}</p>}
      {bot && flow && children({ botId: page.botId, bot, flow })}
    </div>
  );
}
