import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer } from '../../testing/startTestServer.ts';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { content?: unknown; $ref?: string }>;
}

describe('the OpenAPI document', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let operations: Array<[string, Operation]>;
  let document: Record<string, never> & { components: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    server = await startTestServer();
    const { body } = await new ApiClient(server.url).get('/api/openapi.json');
    document = body;
    operations = Object.entries(body.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
          `${method.toUpperCase()} ${path}`,
          operation,
        ]),
    );
  });
  afterAll(() => server?.close());

  it('gives every operation a summary, a unique operationId, a tag and its security', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const [name, operation] of operations) {
      expect(operation.summary, name).toMatch(/\w{3}/);
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(operation.security, name).toBeDefined();
    }
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
  });

  it('asks the session cookie of signed-in routes and the CSRF header of their writes', () => {
    const byName = Object.fromEntries(operations);
    expect(byName['GET /api/bots']?.security).toEqual([{ session: [] }]);
    expect(byName['POST /api/bots']?.security).toEqual([{ session: [], csrf: [] }]);
    expect(byName['POST /api/auth/login']?.security).toEqual([]);
    expect(document.components.securitySchemes?.session).toMatchObject({
      in: 'cookie',
      name: 'prosa_session',
    });
  });

  it('documents the catalogue errors through one shared error schema', () => {
    const byName = Object.fromEntries(operations);
    const editBot = byName['PUT /api/bots/{id}']?.responses ?? {};
    for (const status of ['400', '401', '403', '404', '409', '429', '503'])
      expect(editBot[status]?.$ref, status).toBe(`#/components/responses/Error${status}`);
    const errorSchema = JSON.stringify(document.components.schemas?.Error);
    expect(errorSchema).toContain('"generic.csrf"');
  });

  it('lists null among the values of a nullable enum', () => {
    const login = Object.fromEntries(operations)['POST /api/auth/login'];
    const schema = JSON.stringify(login?.responses['200']?.content);
    expect(schema).toContain('"enum":["sms","totp",null]');
  });

  it("has a row in the panel client's route map for every JSON route, and no row without a route", () => {
    // ApiRoutes and its parts kept in files of their own (the channel layer's, the LGPD routes').
    const routeMap = [
      'apiRoutes.ts',
      'channelApiRoutes.ts',
      'privacyApiRoutes.ts',
      'analyticsApiRoutes.ts',
      'creditsApiRoutes.ts',
      'sendingDomainApiRoutes.ts',
      'conversationApiRoutes.ts',
      'listApiRoutes.ts',
      'broadcastApiRoutes.ts',
      'integrationApiRoutes.ts',
    ]
      .map((file) =>
        readFileSync(new URL(`../../../../../packages/contracts/src/${file}`, import.meta.url), 'utf8'),
      )
      .join('\n');
    const mapped = new Set(
      [...routeMap.matchAll(/^\s*'((?:GET|POST|PUT|DELETE) \/api\/[^']*)'/gm)].map((m) => m[1] ?? ''),
    );
    const answersJson = (operation: Operation) =>
      Object.values(operation.responses).some((response) =>
        JSON.stringify(response.content ?? {}).includes('application/json'),
      );
    const documented = operations
      .filter(([, operation]) => answersJson(operation))
      .map(([name]) => name.replace(/\{(\w+)\}/g, ':$1'));
    expect(documented.filter((name) => !mapped.has(name))).toEqual([]);
    // Not in this server's document: the outbox is hidden, and the setup route exists only while a
    // production server waits for its first administrator.
    const hidden = ['GET /api/dev/outbox', 'POST /api/setup'];
    expect([...mapped].filter((name) => !documented.includes(name) && !hidden.includes(name))).toEqual([]);
  });
});
