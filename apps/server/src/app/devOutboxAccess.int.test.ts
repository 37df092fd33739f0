import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

// An address of this machine that is not loopback: a request sent to it arrives from it, so the
// server sees a caller that is not 127.0.0.1, as it would see one on the network.
const outsideAddress = () => {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to call from');
  return address;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { entries?: unknown[]; error?: { code: string; message: string } },
  }));

describe('the demo outbox and clock, on a server open to the network', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ HOST: '0.0.0.0', PROSA_CONTROLLED_CLOCK: '1' });
  });
  afterAll(async () => server?.close());

  it('answers a caller on this machine', async () => {
    const { status, body } = await get(`http://127.0.0.1:${server.port}/api/dev/outbox`);
    expect(status).toBe(200);
    expect(body.entries).toEqual(expect.any(Array));
  });

  it('refuses a caller from another address, in the caller’s language', async () => {
    const url = `http://${outsideAddress()}:${server.port}`;
    const outbox = await get(`${url}/api/dev/outbox`, { 'accept-language': 'en-US' });
    expect(outbox.status).toBe(403);
    expect(outbox.body.error?.code).toBe('dev.notLocal');
    expect(outbox.body.error?.message).toMatch(/server’s own machine/);
    expect((await get(`${url}/api/dev/clock`)).body.error?.code).toBe('dev.notLocal');
  });

  it('ignores a forged X-Forwarded-For: a remote caller cannot claim to be local', async () => {
    const url = `http://${outsideAddress()}:${server.port}/api/dev/outbox`;
    expect((await get(url, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
  });

  it('refuses what a proxy on this machine forwards when no proxy is trusted', async () => {
    const url = `http://127.0.0.1:${server.port}/api/dev/outbox`;
    expect((await get(url, { 'x-forwarded-for': '198.51.100.7' })).body.error?.code).toBe('dev.notLocal');
    expect((await get(url, { forwarded: 'for=198.51.100.7' })).status).toBe(403);
    expect((await get(url, { 'x-real-ip': '198.51.100.7' })).status).toBe(403);
  });
});

describe('the demo outbox behind a trusted proxy on this machine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => server?.close());
  const outbox = () => `http://127.0.0.1:${server.port}/api/dev/outbox`;

  it('judges the visitor the proxy forwards, not the proxy', async () => {
    const { status, body } = await get(outbox(), { 'x-forwarded-for': '198.51.100.7' });
    expect(status).toBe(403);
    expect(body.error?.code).toBe('dev.notLocal');
  });

  it('takes only the address the proxy appended, not one the visitor forged before it', async () => {
    expect((await get(outbox(), { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' })).status).toBe(403);
  });

  it('answers a visitor on this machine through the proxy, and a direct local caller', async () => {
    expect((await get(outbox(), { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    expect((await get(outbox())).status).toBe(200);
  });
});
