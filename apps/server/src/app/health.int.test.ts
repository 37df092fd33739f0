import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/ApiClient.ts';
import { startTestServer } from '../testing/startTestServer.ts';

describe('health and unknown routes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers health with the database kind in use', async () => {
    const { status, body } = await new ApiClient(server.url).get('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API route with a catalogue 404 in the asked language', async () => {
    const client = new ApiClient(server.url, { 'accept-language': 'es' });
    const { status, body } = await client.get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body.error).toEqual({
      code: 'generic.routeNotFound',
      message: 'Ruta no encontrada en el servidor.',
    });
  });
});
