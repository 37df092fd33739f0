import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/ApiClient.ts';
import { freshAddress } from '../testing/freshAddress.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

// The panel API's limits (LIMIT_API_*), set low. The server trusts the loopback proxy, so each
// test speaks from an address of its own (X-Forwarded-For) and starts with its own counters.
const limits = {
  TRUST_PROXY: '127.0.0.1',
  LIMIT_API_PER_ADDRESS_PER_MINUTE: '8',
  LIMIT_API_PER_SESSION_PER_MINUTE: '4',
};
const get = (url: string, address: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/auth/me`, { headers: { 'x-forwarded-for': address, ...headers } });

async function expectTooManyRequests(response: Response) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  const { error } = await response.json();
  expect(error.code).toBe('generic.tooManyRequests');
  expect(error.details.retryAfterSeconds).toBe(wait);
  return error as { message: string };
}

describe('the API rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(limits);
  });
  afterAll(() => server?.close());

  it('answers 429 with Retry-After past the per-address limit, health and other addresses aside', async () => {
    const address = freshAddress();
    for (let i = 0; i < 8; i++) expect((await get(server.url, address)).status).toBe(401);
    const error = await expectTooManyRequests(await get(server.url, address, { 'accept-language': 'en-US' }));
    expect(error.message).toMatch(/^Too many requests\. Wait \d+ seconds and try again\.$/);
    const health = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-for': address } });
    expect(health.status).toBe(200);
    expect((await get(server.url, freshAddress())).status).toBe(401);
  });

  it('counts a made-up cookie on each request against the address', async () => {
    const address = freshAddress();
    const forged = () => ({ cookie: `prosa_session=${randomBytes(16).toString('hex')}` });
    for (let i = 0; i < 8; i++) expect((await get(server.url, address, forged())).status).toBe(401);
    await expectTooManyRequests(await get(server.url, address, forged()));
  });

  it('limits each session on its own', async () => {
    const address = freshAddress();
    const { client } = await signIn(server.url, 'admin@prosa.demo', {
      headers: { 'x-forwarded-for': address },
    });
    // The login was the address's first call; the session's four follow.
    for (let i = 0; i < 4; i++) expect((await client.get('/api/auth/me')).status).toBe(200);
    const refused = await client.get('/api/auth/me');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('generic.tooManyRequests');
    // Another session from the same address still has its own four.
    const other = await signIn(server.url, 'gestor@prosa.demo', { headers: { 'x-forwarded-for': address } });
    expect((await other.client.get('/api/auth/me')).status).toBe(200);
  });
});

// With REDIS_URL, processes serving one database count together: a client spreading its requests
// over two servers gets no more than the limit.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('the API rate limit on Redis', () => {
  let servers: TestServer[] = [];
  beforeAll(async () => {
    const first = await startTestServer(limits);
    servers = [first, await startTestServer(limits, { database: first.database })];
  });
  afterAll(async () => {
    await servers[1]?.close();
    await servers[0]?.close();
  });

  it('holds across two servers', async () => {
    const address = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = servers[i % 2];
      if (!server) throw new Error('server missing');
      answers.push((await get(server.url, address)).status);
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(8);
    expect(answers.slice(8)).toEqual([429, 429, 429, 429]);
    expect((await new ApiClient(servers[1]?.url ?? '').get('/api/health')).status).toBe(200);
  });
});
