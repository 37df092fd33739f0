import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import { attachments } from '../../db/schema/index.ts';
import { demoChatbot } from '../../testing/demoChatbot.ts';
import { freshAddress } from '../../testing/freshAddress.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { sumAccountAttachmentBytes } from '../live/attachments/attachmentRepository.ts';
import { testVisitorSecret } from './connectVisitor.ts';

// The widget's upload limits and the account's storage quota (app/abuseLimits.ts), set low, over
// real HTTP. The server trusts the loopback proxy, so each test speaks from an address of its own.
let server: TestServer;
let botToken: string;
let botId: string;
let accountId: string;
const megabyte = 1024 * 1024;

const upload = (visitorId: string, address: string, bytes: number) =>
  fetch(`${server.url}/api/webchat/attachments?bot=${botToken}&visitor=${visitorId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/pdf',
      'x-forwarded-for': address,
      'x-visitor-secret': testVisitorSecret(visitorId),
    },
    body: new Uint8Array(bytes),
  });
const uploadsOf = (visitorId: string) =>
  server.services.database.db.select().from(attachments).where(eq(attachments.ownerId, visitorId));

async function expectUploadSlowDown(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await response.json()).error.code).toBe('live.slowDown');
}

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: '127.0.0.1',
    LIMIT_WIDGET_UPLOADS_PER_HOUR: '2',
    LIMIT_WIDGET_UPLOADS_PER_HOUR_PER_ADDRESS: '3',
    LIMIT_WIDGET_UPLOAD_MB_PER_DAY: '1',
    LIMIT_WIDGET_UPLOAD_MB_PER_DAY_PER_ADDRESS: '2',
    LIMIT_ACCOUNT_UPLOAD_STORAGE_MB: '1000',
  });
  ({ token: botToken, id: botId, accountId } = await demoChatbot(server.services.database.db));
});
afterAll(() => server.close());

describe('widget uploads', () => {
  it('refuses a visitor’s upload over the hourly count with Retry-After, storing nothing', async () => {
    const address = freshAddress();
    const visitorId = newToken(16);
    expect((await upload(visitorId, address, 10)).status).toBe(200);
    expect((await upload(visitorId, address, 10)).status).toBe(200);
    await expectUploadSlowDown(await upload(visitorId, address, 10));
    expect(await uploadsOf(visitorId)).toHaveLength(2);
  });

  it('refuses uploads from one address over its hourly count', async () => {
    const address = freshAddress();
    for (const _ of [1, 2, 3]) expect((await upload(newToken(16), address, 10)).status).toBe(200);
    const visitorId = newToken(16);
    await expectUploadSlowDown(await upload(visitorId, address, 10));
    expect(await uploadsOf(visitorId)).toEqual([]);
  });

  it('refuses the bytes over a visitor’s day, and over an address’s day', async () => {
    const address = freshAddress();
    const visitorId = newToken(16);
    expect((await upload(visitorId, address, 0.6 * megabyte)).status).toBe(200);
    await expectUploadSlowDown(await upload(visitorId, address, 0.6 * megabyte));
    expect(await uploadsOf(visitorId)).toHaveLength(1);
    // A refused upload counted nothing: what is left of the visitor's day still goes through.
    expect((await upload(visitorId, address, 0.3 * megabyte)).status).toBe(200);

    expect((await upload(newToken(16), address, 0.9 * megabyte)).status).toBe(200);
    const late = newToken(16);
    await expectUploadSlowDown(await upload(late, address, 0.5 * megabyte));
    expect(await uploadsOf(late)).toEqual([]);
  });

  it('refuses any upload past the account’s storage quota (413), storing nothing', async () => {
    const db = server.services.database.db;
    const used = await sumAccountAttachmentBytes(db, accountId);
    const left = server.env.limits.accountStorageBytes - used;
    const filler = newId();
    await db.insert(attachments).values({
      id: filler,
      accountId,
      botId,
      ownerId: 'quota-filler',
      name: 'big.bin',
      mime: 'application/pdf',
      size: left - 100,
      kind: 'file',
    });
    try {
      const visitorId = newToken(16);
      const refused = await upload(visitorId, freshAddress(), 200);
      expect(refused.status).toBe(413);
      expect((await refused.json()).error.code).toBe('live.storageFull');
      expect(await uploadsOf(visitorId)).toEqual([]);
      expect((await upload(visitorId, freshAddress(), 50)).status).toBe(200);
    } finally {
      await db.delete(attachments).where(eq(attachments.id, filler));
    }
  });
});
