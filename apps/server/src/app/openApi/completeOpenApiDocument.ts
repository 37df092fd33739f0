import type { SwaggerTransformObject } from '@fastify/swagger';
import type { Access } from '../access.ts';
import { errorResponseName, errorResponses, errorSchema } from './errorResponses.ts';
import { errorStatusesFor } from './errorStatusesFor.ts';
import { includeNullInNullableEnums } from './includeNullInNullableEnums.ts';
import { typeNullableUnions } from './typeNullableUnions.ts';

interface Operation {
  'x-access'?: Access;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

// The swagger `transformObject`: the shared error schema and responses, each operation's error
// responses derived from its access rule and inputs, and zod's nullables made valid OpenAPI 3.0.
export const completeOpenApiDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) throw new Error('Only OpenAPI 3 documents are produced');
  const document = structuredClone(input.openapiObject) as Record<string, unknown> & {
    paths?: Record<string, Record<string, Operation>>;
    components?: Record<string, unknown>;
  };
  const used = new Set<number>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const access = operation['x-access'];
      if (!access) continue;
      const parameters = operation.parameters ?? [];
      const statuses = errorStatusesFor({
        access,
        method: method.toUpperCase(),
        hasInput: parameters.length > 0,
        hasPathParams: parameters.some((parameter) => parameter.in === 'path'),
        hasBody: operation.requestBody !== undefined,
      });
      for (const status of statuses) used.add(status);
      const errors = statuses.map((status) => [
        String(status),
        { $ref: `#/components/responses/${errorResponseName(status)}` },
      ]);
      operation.responses = { ...operation.responses, ...Object.fromEntries(errors) };
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...(document.components?.schemas as object), Error: errorSchema },
    responses: errorResponses([...used].sort()),
  };
  return typeNullableUnions(includeNullInNullableEnums(document));
};
