import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Ack, LiveMessage, WebchatState } from '@prosa/contracts';
import { connectClient } from './connectClient.ts';
import type { DeliveryLog } from './DeliveryLog.ts';

// A widget: connects to /webchat as a new visitor and sends the first message, which opens the
// conversation (the ack carries its id). Its `state` events name the attendant once one is given.
export async function connectCustomer(input: {
  url: string;
  botToken: string;
  visitorId: string;
  log: DeliveryLog;
  count: (event: string) => void;
  onAttendantNamed: (conversationId: string, name: string) => void;
}) {
  const { log, count } = input;
  const socket = await connectClient(
    `${input.url}/webchat`,
    {
      auth: {
        botToken: input.botToken,
        visitorId: input.visitorId,
        visitorSecret: randomBytes(24).toString('base64url'),
        language: 'pt-BR',
      },
    },
    {
      message: (message: LiveMessage) => {
        count('customer:message');
        log.heardBy('customer', message, performance.now());
      },
      state: (state: WebchatState) => {
        count('customer:state');
        if (state?.conversationId && state.attendantName)
          input.onAttendantNamed(state.conversationId, state.attendantName);
      },
      messageStatus: () => count('customer:messageStatus'),
      welcome: () => count('customer:welcome'),
      disconnect: () => count('customer:disconnect'),
    },
  );
  try {
    const ack = (await socket.timeout(120_000).emitWithAck('send', {
      clientMessageId: `hello-${input.visitorId}`,
      text: 'Olá, preciso de ajuda',
    })) as Ack<LiveMessage>;
    if (!ack.ok) throw new Error(`first message refused: ${ack.error.code}`);
    return { conversationId: ack.data.conversationId, socket };
  } catch (error) {
    socket.close();
    throw error;
  }
}
