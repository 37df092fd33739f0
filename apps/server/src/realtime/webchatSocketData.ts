import type { Socket } from 'socket.io';
import type { WebchatVisitor } from '../modules/webchat/identifyVisitor.ts';

// What a /webchat socket carries; fetchSockets hands it across server processes too, so it stays
// plain data.
export interface WebchatSocketData {
  visitor: WebchatVisitor;
  // The key of the visitor's file links (proveVisitorSecret.ts); never shown to the panel.
  fileKey: string;
  since: string;
  page: { url: string; title: string } | null;
}

export const visitorRoom = (botId: string, visitorId: string) => `visitor:${botId}:${visitorId}`;
export const webchatDataOf = (socket: Pick<Socket, 'data'>) => socket.data as WebchatSocketData;
