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
    expect(body).toEqual({
      ok: true,
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('documents the auth API in /api/openapi.json', async () => {
    const { status, body } = await new ApiClient(server.url).get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/two-factor',
      '/api/auth/account',
      '/api/auth/me',
      '/api/auth/logout',
      '/api/auth/forgot',
      '/api/auth/reset',
      '/api/auth/sessions',
      '/api/auth/sessions/{id}',
    ])
      expect(Object.keys(body.paths), path).toContain(path);
    expect(body.paths['/api/auth/login'].post.requestBody).toBeDefined();
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
