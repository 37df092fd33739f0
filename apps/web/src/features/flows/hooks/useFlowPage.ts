import { useParams } from 'react-router';
import { useFlow } from '../api/useFlow.ts';
import { useFlowBot } from '../api/useFlowBot.ts';

// What every flow screen starts from: the chatbot in the address, its flow and its name.
export function useFlowPage() {
  const { id = '' } = useParams();
  const flow = useFlow(id);
  const bot = useFlowBot(id);
  return {
    botId: id,
    flow,
    bot,
    error: flow.error ?? bot.error,
    isPending: flow.isPending || bot.isPending,
  };
}
