import type { LiveVisitor, WebchatClientToServer, WebchatServerToClient } from '@prosa/contracts';
import type { Namespace } from 'socket.io';
import type { Db } from '../db/database.ts';
import type { WebchatVisitor } from '../modules/webchat/identifyVisitor.ts';
import { findCurrentConversations } from '../modules/webchat/webchatConversationRepository.ts';
import { visitorRoom, webchatDataOf } from './webchatSocketData.ts';

export type WebchatNamespace = Namespace<WebchatClientToServer, WebchatServerToClient>;

const statusOf = (status: string | undefined): LiveVisitor['status'] => {
  if (!status || status === 'finished' || status === 'abandoned') return 'browsing';
  return status === 'bot' ? 'bot' : 'attendant';
};

// The webchat visitors connected now, on every server process (fetchSockets goes through the
// adapter). Routes are built before the sockets exist, so the namespace is attached later.
export class ConnectedVisitors {
  private namespace: WebchatNamespace | null = null;

  attach(namespace: WebchatNamespace) {
    this.namespace = namespace;
  }

  // The visitor as their widget identified them, while at least one of their tabs is connected.
  async find(accountId: string, botId: string, visitorId: string): Promise<WebchatVisitor | null> {
    const sockets = this.namespace
      ? await this.namespace.in(visitorRoom(botId, visitorId)).fetchSockets()
      : [];
    const visitor = sockets
      .map((socket) => webchatDataOf(socket).visitor)
      .find((v) => v.accountId === accountId);
    return visitor ?? null;
  }

  async list(db: Db, accountId: string): Promise<LiveVisitor[]> {
    const sockets = this.namespace ? await this.namespace.in(`account:${accountId}`).fetchSockets() : [];
    // One row per visitor however many tabs they have open: the earliest connection, the latest page.
    const byVisitor = new Map<string, LiveVisitor>();
    for (const socket of sockets) {
      const { visitor, since, page } = webchatDataOf(socket);
      const key = `${visitor.botId}:${visitor.visitorId}`;
      const known = byVisitor.get(key);
      byVisitor.set(key, {
        visitorId: visitor.visitorId,
        botId: visitor.botId,
        url: page?.url ?? known?.url ?? null,
        title: page?.title ?? known?.title ?? null,
        since: known && known.since < since ? known.since : since,
        status: 'browsing',
        conversationId: null,
        location: visitor.location,
      });
    }
    const visitors = [...byVisitor.values()];
    const conversations = await findCurrentConversations(db, accountId, visitors);
    for (const visitor of visitors) {
      const conversation = conversations.find(
        (row) => row.botId === visitor.botId && row.visitorId === visitor.visitorId,
      );
      visitor.status = statusOf(conversation?.status);
      visitor.conversationId = conversation?.id ?? null;
    }
    return visitors.sort((a, b) => a.since.localeCompare(b.since));
  }
}
