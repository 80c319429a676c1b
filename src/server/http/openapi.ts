import { z } from 'zod';
import type { Endpoint } from '../../shared/contract/endpoint';
import { endpoints } from '../../shared/contract/endpoints';
import { apiErrors, errorBodySchema, type ErrorCode, undeclaredErrorsOf } from '../../shared/contract/errors';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1; requests as sent, responses as sent back. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = { ...z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) };
  // The document names the dialect once (jsonSchemaDialect), not in every schema.
  delete converted.$schema;
  return converted;
}

/** `/api/join-requests/:id/approve` → `/api/join-requests/{id}/approve`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The path's or the query's parameters, one per property of the contract's schema. */
function parameters(schema: z.core.$ZodType, where: 'path' | 'query') {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

/** Each status the endpoint may fail with, and the codes behind it. */
function errorResponses(endpoint: Endpoint) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...endpoint.errors, ...undeclaredErrorsOf(endpoint)])) {
    const status = apiErrors[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => [
      String(status),
      {
        description: statusCodes.map((code) => `\`${code}\``).join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

function operation(name: string, endpoint: Endpoint) {
  const signedIn = endpoint.access !== 'anyone';
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `Who may call it: ${endpoint.access}.`,
    ...(signedIn ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...(endpoint.params ? parameters(endpoint.params, 'path') : []),
      ...(endpoint.query ? parameters(endpoint.query, 'query') : []),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(endpoint.status)]: {
        description:
          endpoint.status === 204
            ? 'Done; no body.'
            : endpoint.status === 303
              ? 'See Other: the browser goes on to `Location`.'
              : 'Success.',
        ...(endpoint.status === 303
          ? { headers: { Location: { required: true, schema: { type: 'string' } } } }
          : {}),
        ...(endpoint.response
          ? { content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } }
          : {}),
        ...(endpoint.mediaType ? { content: { [endpoint.mediaType]: { schema: { type: 'string' } } } } : {}),
      },
      ...errorResponses(endpoint),
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract (served at /api/openapi.json). */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'SOS API',
      version: '1',
      description:
        'The JSON API of SOS (Surfers OS). Errors are always `{"error": {"code", "message"}}`; a 400 `validation_failed` also lists every broken rule in `issues`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
