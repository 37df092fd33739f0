import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptAliveFetch, maxAnswerBytes } from './keptAliveFetch.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: number;
}

describe('keptAliveFetch', () => {
  const seen: Seen[] = [];
  const sockets = new Map<unknown, number>();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (!sockets.has(request.socket)) sockets.set(request.socket, sockets.size);
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          socket: sockets.get(request.socket) ?? -1,
        });
        // Never answers: the caller's signal has to end it.
        if (request.url === '/hang') return;
        // Sends more than any provider's answer, and would go on.
        if (request.url === '/flood') {
          response.writeHead(200, { 'content-type': 'application/json' });
          const chunk = Buffer.alloc(64 * 1024, 'x');
          const write = () => {
            while (response.write(chunk));
            response.once('drain', write);
          };
          response.on('close', () => response.removeAllListeners('drain'));
          write();
          return;
        }
        if (request.url === '/refuse') {
          response.writeHead(429, 'Too Many Requests', { 'retry-after': '7', 'content-type': 'text/plain' });
          response.end('slow down');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        response.end(JSON.stringify({ messages: [{ id: 'wamid.1' }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts a JSON body with its headers and reads the answer as fetch does, over one kept-alive connection', async () => {
    const body = JSON.stringify({ to: '5511999990000', text: 'Olá ✓' });
    const first = await keptAliveFetch(`${base}/v21.0/1/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
      body,
    });
    const second = await keptAliveFetch(new URL(`${base}/again`), {
      method: 'POST',
      headers: new Headers({ 'x-from': 'headers' }),
      body: new TextEncoder().encode('bytes'),
    });
    expect(first).toMatchObject({ ok: true, status: 200 });
    expect(await first.json()).toEqual({ messages: [{ id: 'wamid.1' }] });
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(first.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(first.headers.get('retry-after')).toBeNull();
    const [sent, again] = seen.slice(-2);
    expect(sent).toMatchObject({ method: 'POST', url: '/v21.0/1/messages', body });
    expect(sent?.headers).toMatchObject({
      authorization: 'Bearer token',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(again).toMatchObject({ body: 'bytes', headers: { 'x-from': 'headers', 'content-length': '5' } });
    expect(again?.socket).toBe(sent?.socket);
    expect(new TextDecoder().decode(await second.arrayBuffer())).toBe(
      JSON.stringify({ messages: [{ id: 'wamid.1' }] }),
    );
  });

  it('sends a form as a form and hands a refusal back with its status, reason and headers', async () => {
    const response = await keptAliveFetch(`${base}/refuse`, {
      method: 'POST',
      body: new URLSearchParams({ To: '+5511999990000', Body: 'a b&c' }),
    });
    expect(seen.at(-1)).toMatchObject({
      body: 'To=%2B5511999990000&Body=a+b%26c',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    expect(response).toMatchObject({ ok: false, status: 429, statusText: 'Too Many Requests' });
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.text()).toBe('slow down');
  });

  it('ends a call when its signal aborts, and makes none when it already had', async () => {
    const controller = new AbortController();
    const call = keptAliveFetch(`${base}/hang`, { method: 'POST', body: '{}', signal: controller.signal });
    await expect.poll(() => seen.at(-1)?.url).toBe('/hang');
    const reason = new Error('stopped');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    const before = seen.length;
    await expect(
      keptAliveFetch(`${base}/x`, { method: 'POST', body: '{}', signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(seen).toHaveLength(before);
  });

  it('cuts off an answer over its size limit instead of holding it', async () => {
    await expect(keptAliveFetch(`${base}/flood`, { method: 'POST', body: '{}' })).rejects.toThrow(
      `over ${maxAnswerBytes} bytes`,
    );
    // The connection was dropped, not returned to the pool mid-answer: the next call is answered.
    const next = await keptAliveFetch(`${base}/after`, { method: 'POST', body: '{}' });
    expect(await next.json()).toEqual({ messages: [{ id: 'wamid.1' }] });
  });

  it('fails when nothing answers at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      keptAliveFetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow();
  });
});
