import { existsSync } from 'node:fs';
import type { Ack, LiveMessage } from '@prosa/contracts';
import { inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachments } from '../db/schema/index.ts';
import { uploadPath } from '../modules/live/attachments/storeUpload.ts';
import { testVisitorSecret } from '../modules/webchat/connectVisitor.ts';
import { demoChatbot } from '../testing/demoChatbot.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { testVisitor } from '../testing/testVisitor.ts';
import { maintenanceQueue } from './startJobs.ts';

const dayAndAnHourAgo = () => new Date(Date.now() - 25 * 60 * 60 * 1000);

// The hourly maintenance job deletes the widget's (and the panel's) uploads that no message refers
// to once they are a day old: the row and the file on disk.
describe('purge of unattached uploads', () => {
  let server: TestServer;
  let botToken: string;
  let accountId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    ({ token: botToken, accountId } = await demoChatbot(server.services.database.db));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('removes an old unattached upload from disk and database, keeping attached and fresh ones', async () => {
    const { db } = server.services.database;
    const visitor = await testVisitor(server.url, botToken, sockets);
    const upload = async () => {
      const response = await fetch(
        `${server.url}/api/webchat/attachments?bot=${botToken}&visitor=${visitor.visitorId}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/pdf',
            'x-visitor-secret': testVisitorSecret(visitor.visitorId),
          },
          body: '%PDF-1.4 purge',
        },
      );
      expect(response.status).toBe(200);
      return (await response.json()).attachment.id as string;
    };
    const oldUnattached = await upload();
    const oldAttached = await upload();
    const fresh = await upload();
    const sent: Ack<LiveMessage> = await visitor.socket
      .timeout(5000)
      .emitWithAck('send', { clientMessageId: 'c-purge-attached', text: '', attachmentId: oldAttached });
    expect(sent.ok).toBe(true);
    await db
      .update(attachments)
      .set({ createdAt: dayAndAnHourAgo() })
      .where(inArray(attachments.id, [oldUnattached, oldAttached]));
    const fileOf = (id: string) => uploadPath(server.env.DATA_DIR, accountId, id);
    expect([oldUnattached, oldAttached, fresh].every((id) => existsSync(fileOf(id)))).toBe(true);

    const jobId = await server.boss.send(maintenanceQueue, {});
    await vi.waitUntil(
      async () => (await server.boss.getJobById(maintenanceQueue, jobId ?? ''))?.state === 'completed',
      { timeout: 20_000, interval: 200 },
    );

    const left = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(inArray(attachments.id, [oldUnattached, oldAttached, fresh]));
    expect(left.map((row) => row.id).sort()).toEqual([oldAttached, fresh].sort());
    expect(existsSync(fileOf(oldUnattached))).toBe(false);
    expect(existsSync(fileOf(oldAttached))).toBe(true);
    expect(existsSync(fileOf(fresh))).toBe(true);
  });
});
