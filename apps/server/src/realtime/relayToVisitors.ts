import { logFailure } from '../app/logFailure.ts';
import type { AppServices } from '../app/services.ts';
import { readWebchatState } from '../modules/webchat/readWebchatState.ts';
import {
  findConversation,
  findQueuedConversations,
} from '../modules/webchat/webchatConversationRepository.ts';
import { batchDeliveredMarks } from './batchDeliveredMarks.ts';
import type { WebchatNamespace } from './ConnectedVisitors.ts';
import { visitorRoom } from './webchatSocketData.ts';

const cacheLimit = 10_000;

// Domain events to the widgets. Events are in-process, which is enough: the process that changed
// the data emits, and the socket.io adapter carries the emit to the visitor's process.
export function relayToVisitors(
  webchat: WebchatNamespace,
  services: AppServices,
  onConversationChanged: (accountId: string) => void,
) {
  const { db } = services.database;
  const markDelivered = batchDeliveredMarks(services);
  // A conversation's visitor never changes: one lookup per conversation, not per message. The
  // lookup itself is kept, so the balloons announced together while it runs are emitted in the
  // order they were announced.
  const rooms = new Map<string, Promise<string | null>>();
  const roomOf = (conversationId: string) => {
    const known = rooms.get(conversationId);
    if (known) return known;
    const room = findConversation(db, conversationId).then((conversation) =>
      conversation?.channel === 'webchat' ? visitorRoom(conversation.botId, conversation.visitorId) : null,
    );
    if (rooms.size >= cacheLimit) rooms.clear();
    rooms.set(conversationId, room);
    // A failed lookup is tried again by the next message.
    room.catch(() => rooms.delete(conversationId));
    return room;
  };

  services.events.on('message.created', ({ accountId, message }) => {
    roomOf(message.conversationId)
      .then(async (room) => {
        // The sockets may have closed while the room was looked up (their Redis client with them).
        if (!room || !services.events.isOpen) return;
        webchat.to(room).emit('message', message);
        if (message.sender === 'customer' || !services.events.isOpen) return;
        // Delivered: the visitor's widget is connected and was handed the message. (The adapter
        // publishes its request without awaiting it: on a closed Redis client that rejection would
        // go unheard, hence the second look at isOpen.)
        const connected = await webchat.in(room).fetchSockets();
        if (connected.length > 0) markDelivered(accountId, message.conversationId, message.seq);
      })
      .catch((error) =>
        logFailure(
          services.log,
          error,
          { accountId, conversationId: message.conversationId, seq: message.seq },
          'could not relay a message to the widget',
        ),
      );
  });

  services.events.on('message.status', ({ accountId, conversationId, seq, statuses }) => {
    roomOf(conversationId)
      .then((room) => {
        if (room && services.events.isOpen)
          webchat.to(room).emit('messageStatus', { conversationId, seq, statuses });
      })
      .catch((error) =>
        logFailure(
          services.log,
          error,
          { accountId, conversationId, seq },
          'could not relay a message status to the widget',
        ),
      );
  });

  services.events.on('conversation.changed', ({ accountId, conversationId }) => {
    findConversation(db, conversationId)
      .then(async (conversation) => {
        if (conversation?.channel !== 'webchat' || conversation.accountId !== accountId) return;
        if (!services.events.isOpen) return;
        const sendState = async (row: typeof conversation, position?: number) =>
          webchat
            .to(visitorRoom(row.botId, row.visitorId))
            .emit('state', await readWebchatState(db, row, position));
        await sendState(conversation);
        onConversationChanged(accountId);
        // Whoever waits behind it in the department's queue moves up (or down) a place.
        if (!conversation.departmentId) return;
        const queued = await findQueuedConversations(db, accountId, conversation.departmentId);
        for (const [index, row] of queued.entries())
          if (row.id !== conversation.id && row.channel === 'webchat') await sendState(row, index + 1);
      })
      .catch((error) =>
        logFailure(
          services.log,
          error,
          { accountId, conversationId },
          'could not relay a conversation state to the widgets',
        ),
      );
  });
}
