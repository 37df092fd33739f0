import { performance } from 'node:perf_hooks';
import type { Ack, ConversationSummary, LiveMessage } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { connectClient } from './connectClient.ts';
import { connectCustomer } from './connectCustomer.ts';
import type { DeliveryLog } from './DeliveryLog.ts';
import type { BenchAttendant } from './prepareDatabase.ts';

export interface BenchConversation {
  conversationId: string;
  customer: Socket;
  attendant: Socket;
}

const batchSize = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Connects the attendants (online), then the customers in batches; each customer's first message
// opens a conversation that the bot hands to "Atendimento", whose balancing distribution gives it
// to an online attendant. Who got it is learnt from the attendant's `conversation` event or the
// customer's `state` (attendant's name), and the attendant enters the room. Conversations still
// unassigned after a quiet spell are taken through the REST take route instead. Last, each
// attendant answers each of their rooms once (answerOnce), so the load meets attended rooms.
export async function setUpConversations(input: {
  url: string;
  botToken: string;
  attendants: BenchAttendant[];
  customers: number;
  runTag: string;
  log: DeliveryLog;
  events: Map<string, number>;
  print: (line: string) => void;
}) {
  const { url, log, events, print } = input;
  const count = (name: string) => events.set(name, (events.get(name) ?? 0) + 1);
  const assigned = new Map<string, number>();
  const attendantSockets: Socket[] = [];
  const byName = new Map(input.attendants.map((attendant, index) => [attendant.name, index]));
  const assign = (conversationId: string, attendantIndex: number) => {
    if (assigned.has(conversationId)) return;
    assigned.set(conversationId, attendantIndex);
    attendantSockets[attendantIndex]?.emit('enterRoom', { roomId: conversationId });
  };

  const started = performance.now();
  for (let first = 0; first < input.attendants.length; first += 20) {
    const batch = input.attendants.slice(first, first + 20).map(async (attendant, offset) => {
      const index = first + offset;
      const socket = await connectClient(
        `${url}/live`,
        { cookie: attendant.cookie },
        {
          message: (message: LiveMessage) => {
            count('attendant:message');
            log.heardBy('attendant', message, performance.now());
          },
          conversation: (summary: ConversationSummary) => {
            count('attendant:conversation');
            const isMine =
              summary.attendantId === attendant.userId ||
              summary.attendants?.some((other) => other.id === attendant.userId);
            if (isMine) assign(summary._id, index);
          },
          changeStatus: () => count('attendant:changeStatus'),
          messageStatus: () => count('attendant:messageStatus'),
          visitors: () => count('attendant:visitors'),
          disconnect: () => count('attendant:disconnect'),
        },
      );
      attendantSockets[index] = socket;
      socket.emit('changeStatus', { status: 5 });
    });
    await Promise.all(batch);
  }
  // changeStatus has no ack: give the server a moment to store the presence distribution reads.
  await sleep(1500);
  print(
    `  ${attendantSockets.length} attendants online in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Customers arrive in batches; the next batch waits for distribution to catch up, as a queue
  // that only grows would make every hand-off announce positions to an ever longer queue.
  const customerOf = new Map<string, Socket>();
  const customersStarted = performance.now();
  let failed = 0;
  for (let first = 0; first < input.customers; first += batchSize) {
    const size = Math.min(batchSize, input.customers - first);
    const batch = Array.from({ length: size }, (_, offset) =>
      connectCustomer({
        url,
        botToken: input.botToken,
        visitorId: `bench-${input.runTag}-${String(first + offset).padStart(6, '0')}`,
        log,
        count,
        onAttendantNamed: (conversationId, name) => {
          const index = byName.get(name);
          if (index !== undefined) assign(conversationId, index);
        },
      }).then(
        ({ conversationId, socket }) => customerOf.set(conversationId, socket),
        (error) => {
          failed++;
          if (failed <= 3) print(`  a customer failed to start: ${error.message}`);
        },
      ),
    );
    await Promise.all(batch);
    const waitUntil = performance.now() + 30_000;
    while (assigned.size < customerOf.size - batchSize && performance.now() < waitUntil) await sleep(50);
    if ((first + size) % 500 === 0)
      print(
        `  ${first + size} customers after ${((performance.now() - customersStarted) / 1000).toFixed(1)} s (${assigned.size} assigned)`,
      );
  }
  print(
    `  ${customerOf.size} customers connected with a conversation in ${((performance.now() - customersStarted) / 1000).toFixed(1)} s; ${failed} failed`,
  );

  // Distribution runs after the acks; wait while it keeps making progress.
  let lastSize = -1;
  let quietSince = performance.now();
  while (assigned.size < customerOf.size && performance.now() - quietSince < 10_000) {
    if (assigned.size !== lastSize) {
      lastSize = assigned.size;
      quietSince = performance.now();
    }
    await sleep(250);
  }
  const unassigned = [...customerOf.keys()].filter((id) => !assigned.has(id));
  print(`  ${assigned.size} distributed automatically; ${unassigned.length} left to take through REST`);
  await takeThroughRest(url, input.attendants, unassigned, assign);

  // enterRoom has no ack either: let the joins land before anything is measured.
  await sleep(2000);
  const conversations: BenchConversation[] = [];
  for (const [conversationId, customer] of customerOf) {
    const attendant = attendantSockets[assigned.get(conversationId) ?? -1];
    if (attendant) conversations.push({ conversationId, customer, attendant });
  }
  const greetingStarted = performance.now();
  await answerOnce(conversations, input.runTag);
  print(
    `  every conversation answered once in ${((performance.now() - greetingStarted) / 1000).toFixed(1)} s`,
  );
  return { conversations, sockets: [...attendantSockets, ...customerOf.values()] };
}

// Round-robin over the attendants, a few takes in flight at a time.
async function takeThroughRest(
  url: string,
  attendants: BenchAttendant[],
  conversationIds: string[],
  assign: (conversationId: string, attendantIndex: number) => void,
) {
  let next = 0;
  const worker = async () => {
    while (next < conversationIds.length) {
      const position = next++;
      const conversationId = conversationIds[position] ?? '';
      const index = position % attendants.length;
      const attendant = attendants[index];
      if (!attendant) return;
      const response = await fetch(`${url}/api/live/conversations/${conversationId}/take`, {
        method: 'POST',
        headers: {
          cookie: attendant.cookie,
          'x-csrf-token': attendant.csrfToken,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      if (response.ok) assign(conversationId, index);
      else throw new Error(`take ${conversationId} answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

// The attendant's first answer in each room, as one gives on taking it: it moves the room from new
// to waiting, which panels and the widget hear about. A real inbox spreads those over the arrivals;
// left to the load, all 2,000 would fall into its first seconds. Not counted in the numbers.
async function answerOnce(conversations: BenchConversation[], runTag: string) {
  let next = 0;
  const worker = async () => {
    while (next < conversations.length) {
      const conversation = conversations[next++];
      if (!conversation) return;
      const ack = (await conversation.attendant.timeout(60_000).emitWithAck('send', {
        conversationId: conversation.conversationId,
        clientMessageId: `hello-${runTag}-${conversation.conversationId}`,
        text: 'Olá! Em que posso ajudar?',
      })) as Ack<LiveMessage>;
      if (!ack.ok) throw new Error(`first answer refused: ${ack.error.code}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}
