import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/ApiClient.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { declaredRoutes } from './access.ts';

// Every /api route, called with a NUL (and a lone surrogate) in each place a client controls: the
// path's parameters, the query and the JSON body (a lone surrogate has no UTF-8 form, so it can
// only come in JSON). PostgreSQL cannot store either; the one guard
// (refuseUnstorableText) answers 400 generic.controlCharacter before any route reads them.
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  // Every route several times over from one session: more calls in a minute than the API's rate
  // limit allows (its own tests are in apiRateLimit.int.test.ts).
  server = await startTestServer({
    LIMIT_API_PER_SESSION_PER_MINUTE: '0',
    LIMIT_API_PER_ADDRESS_PER_MINUTE: '0',
  });
  ({ client: admin } = await signIn(server.url, 'admin@prosa.demo'));
});
afterAll(() => server?.close());

const nul = '\u0000';
const loneSurrogate = '\ud800';
const routes = () =>
  declaredRoutes(server.app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
const withParams = (url: string, value: string) =>
  url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value)).replace('*', encodeURIComponent(value));
// A body near the shapes of the routes that answered 500 (names, titles, texts, lists of them).
const bodyWith = (bad: string) => ({
  name: `Equipe ${bad}`,
  title: `Etiqueta ${bad}`,
  message: bad,
  text: bad,
  description: bad,
  periods: [{ weekday: 1, entry: '08:00', exit: `18:00${bad}` }],
  [`key${bad}`]: 'x',
});
// The raw uploads read bytes, not JSON: their body is not a text the guard can judge (each import
// refuses such text in its rows itself).
const hasRawBody = (url: string) =>
  url === '/api/contact-imports' ||
  url === '/api/knowledge/bases/:id/import' ||
  url.includes('attachments') ||
  url === '/api/settings/lists/import' ||
  url === '/api/settings/bases/import';

type Answer = Awaited<ReturnType<ApiClient['request']>>;
const refused = (answer: Answer) => ({ status: answer.status, code: answer.body?.error?.code });
const expected = { status: 400, code: 'generic.controlCharacter' };

describe('text PostgreSQL cannot store', () => {
  it('is refused with 400 generic.controlCharacter in the query of every route, for any caller', async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes())
      for (const client of [new ApiClient(server.url), admin])
        for (const query of ['q=a%00', 'filters=%5B%22%00%22%5D', 'a%00=1']) {
          const answer = await client.request(
            method,
            `${withParams(url, 'x')}?${query}`,
            method === 'GET' ? undefined : {},
          );
          if (answer.status !== 400 || answer.body?.error?.code !== expected.code)
            wrong.push(`${method} ${url}?${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
    expect(routes().length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('is refused in the path parameters of every route that has some', async () => {
    const withParameters = routes().filter((route) => /[:*]/.test(route.url));
    expect(withParameters.length).toBeGreaterThan(40);
    for (const { method, url } of withParameters) {
      const answer = await admin.request(
        method,
        withParams(url, `a${nul}b`),
        method === 'GET' ? undefined : {},
      );
      expect(refused(answer), `${method} ${url}`).toEqual(expected);
    }
  });

  it('is refused in the JSON body of every route that takes one, nested or in a key', async () => {
    const writes = routes().filter((route) => route.method !== 'GET' && !hasRawBody(route.url));
    expect(writes.length).toBeGreaterThan(60);
    for (const { method, url } of writes)
      for (const bad of [nul, loneSurrogate]) {
        const answer = await admin.request(method, withParams(url, 'x'), bodyWith(bad));
        expect(refused(answer), `${method} ${url}`).toEqual(expected);
      }
  });

  // The calls the review saw answer 500: valid bodies but for one NUL, so they reach the database.
  it.each([
    ['POST', '/api/knowledge/bases', { title: `Base${nul}` }],
    ['POST', '/api/settings/tags', { title: `Etiqueta${nul}`, color: '#ff0000' }],
    ['POST', '/api/quick-responses', { title: `Preço${nul}`, message: 'R$ 10' }],
    ['POST', '/api/settings/departments', { name: `Financeiro${nul}` }],
    ['POST', '/api/bots', { name: `Bot${nul}` }],
    [
      'PUT',
      '/api/user/profile',
      { name: `Ana${nul}`, avatar: null, ddi: null, phone: null, language: 'pt-BR' },
    ],
    ['POST', '/api/settings/journeys', { name: `Manhã${nul}`, toleranceMinutes: 5 }],
  ])('is refused on %s %s, which used to reach the database', async (method, path, body) => {
    expect(refused(await admin.request(method, path, body)), path).toEqual(expected);
  });

  it('answers in the caller’s language and changes nothing', async () => {
    const before = await admin.get('/api/settings/tags');
    const answer = await new ApiClient(server.url, { 'accept-language': 'es' }).request(
      'POST',
      '/api/auth/login',
      { email: `a${nul}@b.c`, password: 'x' },
    );
    expect(answer.body.error.message).toMatch(/^El texto enviado contiene un carácter/);
    const created = await admin.post('/api/settings/tags', { title: `Nova${nul}`, color: '#ff0000' });
    expect(refused(created)).toEqual(expected);
    expect((await admin.get('/api/settings/tags')).body).toEqual(before.body);
  });

  it('still takes ordinary text with control characters PostgreSQL stores (tab, line break)', async () => {
    const created = await admin.post('/api/settings/tags', { title: 'Linha\tum', color: '#ff0000' });
    expect(created.status).toBeLessThan(300);
  });
});
