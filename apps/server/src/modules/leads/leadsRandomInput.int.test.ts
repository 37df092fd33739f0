import { isErrorCode } from '@prosa/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

// Nothing a client sends to /people's and the merge's routes may produce a 500: every refusal is
// a catalogue answer.
const numRuns = 40;
// Whole graphemes (a lone surrogate cannot be put in a URL), plus the usual suspects.
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('a\u0000b', "x' or 1=1 --", '%', '_', '../..', 'W10', 'eyJ4Ijox'),
);

describe('leads and merge routes under random input', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  });
  afterAll(() => server?.close());

  const expectCatalogueAnswer = (answer: Awaited<ReturnType<ApiClient['request']>>, what: string) => {
    expect(answer.status, what).toBeLessThan(500);
    if (answer.status >= 400) expect(isErrorCode(answer.body?.error?.code), what).toBe(true);
  };

  it('answers any lead list query with a page or a catalogue error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ q: text, botId: text, after: text }, { requiredKeys: [] }),
        async (query) => {
          const path = `/api/leads?${new URLSearchParams(query)}`;
          expectCatalogueAnswer(await admin.get(path), path);
        },
      ),
      { numRuns },
    );
  });

  it('answers any lead id and any merge body with a catalogue error', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.jsonValue({ maxDepth: 2 }), async (id, body) => {
        const path = encodeURIComponent(id);
        expectCatalogueAnswer(await admin.get(`/api/leads/${path}`), `lead ${JSON.stringify(id)}`);
        expectCatalogueAnswer(
          await admin.post(`/api/contacts/${path}/merge`, { otherId: body }),
          `merge ${JSON.stringify([id, body])}`,
        );
      }),
      { numRuns },
    );
  });
});
