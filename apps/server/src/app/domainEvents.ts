import { EventEmitter } from 'node:events';
import type { ContactEditor, LiveMessage, LiveStatus } from '@prosa/contracts';

// Named side effects: use cases emit, listeners (sockets, jobs) react. Listeners run in-process;
// across processes the socket.io Redis adapter carries what reaches browsers.
export interface DomainEvents {
  'session.revoked': { sessionIds: string[]; reason?: 'workingDayEnded' };
  // A test harness moved the server's clock (app/devClockRoutes.ts).
  'clock.moved': Record<string, never>;
  // A level's permissions, or a member's level, changed (the panels ask /me again). fromOtherServer:
  // heard from another process through the socket.io adapter (realtime/refitOnAccessChange.ts).
  'access.changed': { accountId: string; fromOtherServer?: true };
  'presence.changed': {
    accountId: string;
    userId: string;
    name: string;
    status: LiveStatus;
    reason?: string;
  };
  // Live chat: a stored message, a delivery status added, a conversation whose state changed.
  'message.created': { accountId: string; message: LiveMessage };
  'message.status': { accountId: string; conversationId: string; seq: number; statuses: string[] };
  // Messages were queued for a provider channel (channel_outbox): its delivery worker wakes now.
  'channel.outboxed': { accountId: string; channelId: string };
  // formerMemberIds: members the summary no longer names (a participant who left) who must hear it.
  'conversation.changed': { accountId: string; conversationId: string; formerMemberIds?: string[] };
  // A chatbot's data collection stored a lead; `notifyEmail` is the line's address to tell, if any.
  'lead.created': { accountId: string; leadId: string; notifyEmail: string | null };
  // A contact's edit lock was taken, renewed (editor) or released (null).
  'contact.editing': { accountId: string; contactId: string; editor: ContactEditor | null };
  // What these members may see changed: level, departments, view rule, see-others, active or
  // removed. Their /live sockets refit their rooms on every process (realtime/refitOnAccessChange.ts).
  'member.accessChanged': { accountId: string; userIds: string[]; fromOtherServer?: true };
}

type Listener = Parameters<EventEmitter['on']>[1];

export class DomainEventBus {
  constructor(
    private readonly emitter = new EventEmitter(),
    private readonly added: Array<[string, Listener]> = [],
  ) {}

  // False once the scope this bus belongs to is disposed: work started by an event heard before
  // then checks it after each wait, so it never reaches into what closed meanwhile.
  isOpen = true;

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void) {
    this.emitter.on(name, listener);
    this.added.push([name, listener]);
  }

  // The same bus, with a way to remove at once every listener added through it: a closing part of
  // the server (its sockets) must stop hearing events, or a late event reaches into what it closed
  // (a Redis client already quit, whose adapter then leaks an unhandled rejection).
  scope() {
    const added: Array<[string, Listener]> = [];
    const events = new DomainEventBus(this.emitter, added);
    const dispose = () => {
      events.isOpen = false;
      for (const [name, listener] of added.splice(0)) this.emitter.off(name, listener);
    };
    return { events, dispose };
  }
}
