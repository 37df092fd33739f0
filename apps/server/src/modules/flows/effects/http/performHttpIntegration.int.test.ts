import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performHttpIntegration } from './performHttpIntegration.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

// Two local servers on 127.0.0.1 (the only addresses tests may reach). The production guard
// refuses them, so the success paths pass a test guard that lets exactly 127.0.0.1 through.
const seen: Seen[] = [];
let api: Server;
let other: Server;
let apiBase = '';
let otherBase = '';
const testHooks = { guard: (address: string) => address === '127.0.0.1' };

function route(request: IncomingMessage, response: ServerResponse, body: string) {
  const path = request.url ?? '/';
  if (path.startsWith('/orders')) {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        data: { items: [{ name: 'Blue mug', price: 12.5 }], echo: JSON.parse(body || '{}') },
      }),
    );
  } else if (path === '/slow') {
    setTimeout(() => response.end('late'), 5000).unref();
  } else if (path === '/huge') {
    response.write('x'.repeat(1024 * 1024));
    response.end('x'.repeat(1024));
  } else if (path === '/huge-declared') {
    response.setHeader('content-length', String(50 * 1024 * 1024));
    response.write('x');
  } else if (path.startsWith('/redirect?to=')) {
    response.statusCode = Number(new URL(path, apiBase).searchParams.get('status') ?? 302);
    response.setHeader(
      'location',
      decodeURIComponent(path.slice('/redirect?to='.length).split('&')[0] ?? ''),
    );
    response.end();
  } else if (path === '/loop') {
    response.statusCode = 302;
    response.setHeader('location', '/loop');
    response.end();
  } else if (path === '/broken') {
    response.statusCode = 503;
    response.end('{}');
  } else if (path === '/text') {
    response.end('not json');
  } else {
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  }
}

function startServer(): Promise<[Server, string]> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      route(request, response, body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve([server, `http://127.0.0.1:${port}`]);
    });
  });
}

beforeAll(async () => {
  [api, apiBase] = await startServer();
  [other, otherBase] = await startServer();
});
afterAll(() => {
  api.closeAllConnections();
  other.closeAllConnections();
  api.close();
  other.close();
});
beforeEach(() => {
  seen.length = 0;
});

describe('performHttpIntegration against a local server', () => {
  it('refuses the server on 127.0.0.1 with the production guard, without sending anything', async () => {
    const port = new URL(apiBase).port;
    for (const url of [
      `${apiBase}/orders`,
      `http://localhost:${port}/`,
      `http://2130706433:${port}/`,
      `http://[::1]:${port}/`,
    ]) {
      expect(await performHttpIntegration({ method: 'GET', url }, {})).toEqual({
        ok: false,
        reason: 'refusedAddress',
      });
    }
    expect(seen).toEqual([]);
  });

  it('sends the request with variables filled in and maps the JSON answer into variables', async () => {
    const outcome = await performHttpIntegration(
      {
        method: 'post',
        url: `${apiBase}/orders/{{orderId}}?q={{query}}`,
        headers: [
          { name: 'Authorization', value: 'Bearer {{token}}' },
          { name: 'Content-Type', value: 'application/json' },
        ],
        body: '{"customer":"{{name}}"}',
        timeoutMs: 2000,
        responseMapping: [
          { path: 'data.items[0].name', field: 'product' },
          { path: 'data.items.0.price', field: 'price' },
          { path: 'data.echo.customer', field: 'echoed' },
          { path: 'data.items[5].name', field: 'missing' },
        ],
      },
      { orderId: 'A/1', query: 'a&b', token: 'abc\r\nX-Injected: 1', name: 'Ana "Quote"' },
      testHooks,
    );
    expect(outcome).toMatchObject({
      ok: true,
      status: 200,
      variables: { product: 'Blue mug', price: '12.5', echoed: 'Ana "Quote"' },
      body: { data: { items: [{ name: 'Blue mug', price: 12.5 }] } },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/orders/A%2F1?q=a%26b' });
    expect(seen[0]?.headers.authorization).toBe('Bearer abcX-Injected: 1');
    expect(seen[0]?.headers['x-injected']).toBeUndefined();
  });

  it('connects to the address it checked, not to a second resolution of the name', async () => {
    const port = new URL(apiBase).port;
    const outcome = await performHttpIntegration(
      { method: 'GET', url: `http://orders.service.test:${port}/` },
      {},
      {
        ...testHooks,
        resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
      },
    );
    expect(outcome).toEqual({ ok: true, status: 200, variables: {}, body: { ok: true } });
    expect(seen[0]?.headers.host).toBe(`orders.service.test:${port}`);
  });

  it('gives up at the timeout', async () => {
    const started = Date.now();
    const outcome = await performHttpIntegration(
      { method: 'GET', url: `${apiBase}/slow`, timeoutMs: 300 },
      {},
      testHooks,
    );
    expect(outcome).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops reading a response past the size cap', async () => {
    for (const path of ['/huge', '/huge-declared']) {
      expect(
        await performHttpIntegration({ method: 'GET', url: `${apiBase}${path}` }, {}, testHooks),
      ).toEqual({
        ok: false,
        reason: 'tooLarge',
      });
    }
  });

  it('reports an error status and a body that is not JSON when fields must be mapped', async () => {
    expect(await performHttpIntegration({ method: 'GET', url: `${apiBase}/broken` }, {}, testHooks)).toEqual({
      ok: false,
      reason: 'httpStatus',
      status: 503,
    });
    const mapping = { responseMapping: [{ path: 'a', field: 'a' }] };
    expect(
      await performHttpIntegration({ method: 'GET', url: `${apiBase}/text`, ...mapping }, {}, testHooks),
    ).toEqual({
      ok: false,
      reason: 'invalidResponse',
      status: 200,
    });
  });

  it('re-checks every redirect and refuses one that leads to a refused address', async () => {
    for (const to of [
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.2:${new URL(apiBase).port}/`,
    ]) {
      const url = `${apiBase}/redirect?to=${encodeURIComponent(to)}`;
      expect(await performHttpIntegration({ method: 'GET', url }, {}, testHooks)).toEqual({
        ok: false,
        reason: 'refusedAddress',
      });
    }
    expect(seen.map(({ url }) => url.split('?')[0])).toEqual(['/redirect', '/redirect']);
  });

  it('follows an allowed redirect, dropping the headers when it leaves the first origin', async () => {
    const url = `${apiBase}/redirect?to=${encodeURIComponent(`${otherBase}/orders`)}&status=303`;
    const outcome = await performHttpIntegration(
      {
        method: 'POST',
        url,
        headers: [{ name: 'authorization', value: 'secret' }],
        body: '{"a":1}',
        responseMapping: [{ path: 'data.items[0].name', field: 'product' }],
      },
      {},
      testHooks,
    );
    expect(outcome).toMatchObject({ ok: true, status: 200, variables: { product: 'Blue mug' } });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/orders', body: '' });
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it('stops after a few redirects', async () => {
    expect(await performHttpIntegration({ method: 'GET', url: `${apiBase}/loop` }, {}, testHooks)).toEqual({
      ok: false,
      reason: 'tooManyRedirects',
    });
    expect(seen).toHaveLength(4);
  });

  it('sends an already-filled request as it is when given no variables', async () => {
    const outcome = await performHttpIntegration(
      { method: 'POST', url: `${apiBase}/orders`, body: '{"customer":"{{not a variable}}"}' },
      undefined,
      testHooks,
    );
    expect(outcome).toMatchObject({ ok: true, variables: {} });
    expect(seen[0]?.body).toBe('{"customer":"{{not a variable}}"}');
  });

  it('refuses methods outside the usual set', async () => {
    expect(await performHttpIntegration({ method: 'CONNECT', url: `${apiBase}/` }, {}, testHooks)).toEqual({
      ok: false,
      reason: 'invalidRequest',
    });
  });
});
