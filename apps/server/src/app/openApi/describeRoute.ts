import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { deriveOperationId } from './deriveOperationId.ts';
import { securityFor } from './securityFor.ts';

const isZod = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

// The swagger `transform`: zod schemas become JSON schemas, and what every operation needs is
// derived here once: the operationId from method and path, a tag from the path when the route
// names none, the security from the route's access rule (kept as `x-access` for the error
// responses added over the whole document). Response entries that are not zod — files and CSV
// sent as streams — pass through as written.
export const describeRoute: SwaggerTransform = (input) => {
  const { url, route } = input;
  const schema = (input.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
  const entries = Object.entries(schema.response ?? {});
  const zodResponse = entries.filter(([, value]) => isZod(value));
  const plainResponse = entries.filter(([, value]) => !isZod(value));
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: zodResponse.length > 0 ? Object.fromEntries(zodResponse) : undefined },
  });
  const result = transformed.schema as FastifySchema & Record<string, unknown>;
  const access = route.config?.access;
  if (result.hide || !access) return transformed;
  const method = [route.method].flat()[0] ?? 'GET';
  const response = { ...(result.response as object), ...Object.fromEntries(plainResponse) };
  return {
    url: transformed.url,
    schema: {
      ...result,
      ...(entries.length > 0 ? { response } : {}),
      operationId: (schema as { operationId?: string }).operationId ?? deriveOperationId(method, url),
      tags: result.tags ?? [url.split('/')[2] ?? 'api'],
      security: securityFor(access, method),
      'x-access': access,
    },
  };
};
