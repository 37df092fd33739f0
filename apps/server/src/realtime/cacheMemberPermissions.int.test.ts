import type { Ack, LiveMessage } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEventBus } from '../app/domainEvents.ts';
import { newToken } from '../app/newId.ts';
import { memberships, messages } from '../db/schema/index.ts';
import { accountIdOf, insertConversation, userIdOf } from '../modules/live/testing/insertConversation.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { cacheMemberPermissions, permissionsMaxAgeMs } from './cacheMemberPermissions.ts';

// Socket events are checked against cached permissions: a withdrawal must still stop the next event.
describe('the permissions behind socket events', () => {
  let server: TestServer;
  let accountId: string;
  let attendantId: string;
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
  });
  afterAll(() => server?.close());

  const setAttendantLevel = (level: number) =>
    db()
      .update(memberships)
      .set({ level })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, attendantId)));

  it('stops the next send once the attendant’s level loses live.attend, and lets it through once given back', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const documents = (await admin.get('/api/settings/access/control')).body.documents as Array<{
      level: number;
      permissions: Record<string, boolean>;
    }>;
    const attendantDocument = documents.find((document) => document.level === 14);
    if (!attendantDocument) throw new Error('no document for level 14');
    const room = await insertConversation(db(), {
      accountId,
      status: 'waiting',
      attendantId,
      assignedAt: new Date(),
    });
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const socket: Socket = await connectSocket(server.url, '/live', client.cookieHeader());
    const send = (timeoutMs: number) =>
      socket.timeout(timeoutMs).emitWithAck('send', {
        conversationId: room.id,
        clientMessageId: `att-${newToken(8)}`,
        text: 'olá',
      }) as Promise<Ack<LiveMessage>>;
    try {
      expect((await send(5000)).ok).toBe(true);
      const withdrawn = await admin.put('/api/settings/access/control/14', {
        permissions: { ...attendantDocument.permissions, 'live.attend': false },
      });
      expect(withdrawn.status).toBe(200);
      // A refused event is dropped: no ack, nothing stored.
      await expect(send(1000)).rejects.toThrow();
      expect(await db().select().from(messages).where(eq(messages.conversationId, room.id))).toHaveLength(1);

      await admin.put('/api/settings/access/control/14', { permissions: attendantDocument.permissions });
      expect((await send(5000)).ok).toBe(true);
    } finally {
      socket.close();
      await admin.put('/api/settings/access/control/14', { permissions: attendantDocument.permissions });
    }
  });

  it('keeps a member’s permissions for a few seconds, forgets them when access changes, and reads them again after', async () => {
    const events = new DomainEventBus();
    let now = 0;
    const permissionsOf = cacheMemberPermissions(db(), events, () => now);
    try {
      expect((await permissionsOf(accountId, attendantId))?.has('live.attend')).toBe(true);
      // Level 16 grants nothing; changed in the database only, no event is heard.
      await setAttendantLevel(16);
      expect((await permissionsOf(accountId, attendantId))?.has('live.attend')).toBe(true);
      now += permissionsMaxAgeMs;
      expect((await permissionsOf(accountId, attendantId))?.has('live.attend')).toBe(false);

      await setAttendantLevel(14);
      expect((await permissionsOf(accountId, attendantId))?.has('live.attend')).toBe(false);
      events.emit('access.changed', { accountId });
      expect((await permissionsOf(accountId, attendantId))?.has('live.attend')).toBe(true);
      await db()
        .update(memberships)
        .set({ isActive: false })
        .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, attendantId)));
      events.emit('session.revoked', { sessionIds: ['any'] });
      expect(await permissionsOf(accountId, attendantId)).toBeNull();
    } finally {
      await db()
        .update(memberships)
        .set({ isActive: true, level: 14 })
        .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, attendantId)));
    }
  });
});
