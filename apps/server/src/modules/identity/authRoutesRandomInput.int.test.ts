import { isErrorCode } from '@prosa/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/ApiClient.ts';
import { loadTestLimits } from '../../testing/loadTestLimits.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

// Nothing a client sends may produce a 500: every refusal is a catalogue answer {error:{code,message}}.
const numRuns = 50;

type Answer = Awaited<ReturnType<ApiClient['request']>>;
function expectCatalogueAnswer(answer: Answer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(isErrorCode(answer.body?.error?.code), `${what}: ${JSON.stringify(answer.body)}`).toBe(true);
    expect(typeof answer.body.error.message, what).toBe('string');
    expect(answer.body.error.message.length, what).toBeGreaterThan(0);
  }
}

// Bodies near the real shapes (so validation passes sometimes and the use case runs) and far.
const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  // Any code point, NUL and lone surrogates included (PostgreSQL stores neither).
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{6}$/),
  fc.jsonValue({ maxDepth: 2 }),
);
const fieldNames = ['email', 'password', 'code', 'accountId', 'token', 'confirmation'] as const;
const nearBody = fc.record(Object.fromEntries(fieldNames.map((name) => [name, field])), { requiredKeys: [] });
const anyBody = fc.oneof(nearBody, fc.jsonValue({ maxDepth: 3 }));
const rawText = fc.string({ unit: 'binary', maxLength: 200 });

const writes = [
  '/api/auth/login',
  '/api/auth/two-factor',
  '/api/auth/account',
  '/api/auth/forgot',
  '/api/auth/reset',
  '/api/auth/logout',
];

describe('auth routes under random input', () => {
  let server: TestServer;
  let signedIn: ApiClient;
  beforeAll(async () => {
    // Hundreds of random bodies from one session in seconds: the API's rate limit is not under test.
    server = await startTestServer(loadTestLimits);
    ({ client: signedIn } = await signIn(server.url, 'supremo@prosa.demo'));
  });
  afterAll(() => server?.close());

  // A signed-in client would end its own session on logout; that route gets anonymous callers only.
  const callers = (path: string) =>
    path === '/api/auth/logout' ? [new ApiClient(server.url)] : [new ApiClient(server.url), signedIn];

  it.each(writes)('answers random JSON bodies on POST %s', async (path) => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        for (const client of callers(path))
          expectCatalogueAnswer(
            await client.request('POST', path, JSON.stringify(body)),
            `${path} ${JSON.stringify(body)}`,
          );
      }),
      { numRuns },
    );
  });

  // Wherever the NUL lands, the answer is the one catalogue refusal, before anything reads it.
  // (Text fields only: a random "__proto__" key would rightly be refused as invalid JSON first.)
  it.each(writes)(
    'answers bodies holding a NUL on POST %s with 400 generic.controlCharacter',
    async (path) => {
      const textBody = fc.record(Object.fromEntries(fieldNames.map((name) => [name, fc.string()])), {
        requiredKeys: [],
      });
      const withNul = fc
        .tuple(textBody, fc.constantFrom(...fieldNames), fc.string({ maxLength: 10 }))
        .map(([body, key, text]) => ({ ...body, [key]: `${text}\u0000` }));
      await fc.assert(
        fc.asyncProperty(withNul, async (body) => {
          for (const client of callers(path)) {
            const answer = await client.request('POST', path, JSON.stringify(body));
            expect(answer.status, JSON.stringify(body)).toBe(400);
            expect(answer.body.error.code).toBe('generic.controlCharacter');
          }
        }),
        { numRuns },
      );
    },
  );

  it.each(writes)('answers random text sent as JSON on POST %s', async (path) => {
    await fc.assert(
      fc.asyncProperty(rawText, async (text) => {
        for (const client of callers(path))
          expectCatalogueAnswer(await client.request('POST', path, text), `${path} ${JSON.stringify(text)}`);
      }),
      { numRuns },
    );
  });

  it('answers random session ids on DELETE /api/auth/sessions/:id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), async (id) => {
        const path = `/api/auth/sessions/${encodeURIComponent(id)}`;
        for (const client of [new ApiClient(server.url), signedIn])
          expectCatalogueAnswer(await client.request('DELETE', path), path);
      }),
      { numRuns },
    );
  });

  it('answers random cookies, origins and languages on every auth route', async () => {
    const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });
    const routes = [
      ...writes.map((path) => ['POST', path]),
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/sessions'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        printable,
        printable,
        printable,
        async ([method = 'GET', path = '/'], cookie, origin, language) => {
          const client = new ApiClient(server.url, {
            cookie: `prosa_session=${cookie}`,
            origin,
            'accept-language': language,
          });
          expectCatalogueAnswer(
            await client.request(method, path, method === 'POST' ? '{}' : undefined),
            `${method} ${path}`,
          );
        },
      ),
      { numRuns },
    );
  });

  it('still serves the signed-in session afterwards', async () => {
    expect((await signedIn.get('/api/auth/sessions')).status).toBe(200);
  });
});
