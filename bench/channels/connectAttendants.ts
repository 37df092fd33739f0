import { performance } from 'node:perf_hooks';
import type { ConversationSummary, LiveMessage } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { connectClient } from '../liveChat/connectClient.ts';
import type { BenchAttendant } from '../liveChat/prepareDatabase.ts';

export interface HeardMessage {
  conversationId: string;
  text: string;
  at: number;
}

// The bench attendants on /live, online, each entering the rooms distribution gives them. Every
// message an attendant's screen receives is passed to `onMessage` with the time it arrived.
export async function connectAttendants(
  url: string,
  attendants: BenchAttendant[],
  onMessage: (message: HeardMessage) => void,
) {
  const sockets: Socket[] = [];
  const holderOf = new Map<string, number>();
  await Promise.all(
    attendants.map(async (attendant, index) => {
      const socket = await connectClient(
        `${url}/live`,
        { cookie: attendant.cookie },
        {
          message: (message: LiveMessage) =>
            onMessage({ conversationId: message.conversationId, text: message.text, at: performance.now() }),
          conversation: (summary: ConversationSummary) => {
            if (summary.attendantId !== attendant.userId || holderOf.has(summary._id)) return;
            holderOf.set(summary._id, index);
            socket.emit('enterRoom', { roomId: summary._id });
          },
        },
      );
      sockets[index] = socket;
      socket.emit('changeStatus', { status: 5 });
    }),
  );
  const close = () => {
    for (const socket of sockets) socket.close();
  };
  return { sockets, holderOf, close };
}
