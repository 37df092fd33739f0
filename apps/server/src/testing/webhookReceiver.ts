import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InboundRequest } from '../modules/channels/adapters/ChannelAdapter.ts';

// A stand-in for Prosa's webhook routes in adapter ↔ provider-fake tests: records every POST as the
// adapter would see it (headers, parsed query, raw bytes) and answers 200.
export async function startWebhookReceiver() {
  const received: Array<InboundRequest & { path: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      received.push({
        method: 'POST',
        path: url.pathname,
        headers: request.headers,
        query: Object.fromEntries(url.searchParams),
        rawBody: Buffer.concat(chunks),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
