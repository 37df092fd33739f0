import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadMediaLink } from './downloadMediaLink.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/media/ok') {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="or_amento.pdf"; filename*=UTF-8''or%C3%A7amento.pdf`,
      });
      response.end('%PDF-1.4');
      return;
    }
    response.writeHead(request.url === '/media/forbidden' ? 403 : 404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('downloadMediaLink (what Cloud does with a media link)', () => {
  it('reads the type, the file name and the size the link answers with', async () => {
    expect(await downloadMediaLink(`${base}/media/ok`)).toEqual({
      mime: 'application/pdf',
      name: 'orçamento.pdf',
      size: 8,
    });
  });

  it('fails on a refused, missing or unreachable link', async () => {
    expect(await downloadMediaLink(`${base}/media/forbidden`)).toBeNull();
    expect(await downloadMediaLink(`${base}/media/gone`)).toBeNull();
    expect(await downloadMediaLink('http://127.0.0.1:9/media/x')).toBeNull();
    expect(await downloadMediaLink('not a url')).toBeNull();
  });
});
