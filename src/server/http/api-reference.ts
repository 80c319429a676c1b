import { z } from 'zod';
import type { Endpoint } from '../../shared/contract/endpoint';
import { endpoints } from '../../shared/contract/endpoints';
import { apiErrors, type ErrorCode, errorCodes } from '../../shared/contract/errors';

/**
 * docs/api.md, written from the contract (`npm run docs:api`); a test fails when the committed file
 * differs from what this renders, so the reference cannot drift from the code.
 */

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

const toJson = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema;

/** The rules a string or a number must follow, in words, for the comment beside its field. */
function rules(schema: JsonSchema): string {
  const parts: string[] = [];
  // A number from 0 to 1 is a share: say that it is not a percentage.
  if (schema.minimum === 0 && schema.maximum === 1) parts.push('a fraction from 0 to 1: 0.3 is 30 %');
  else if (schema.minimum !== undefined && schema.maximum !== undefined)
    parts.push(`from ${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) parts.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined) parts.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined && schema.minLength === schema.maxLength) {
    parts.push(`exactly ${schema.minLength} characters`);
  } else if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    parts.push(`${schema.minLength} to ${schema.maxLength} characters`);
  } else if (schema.minLength !== undefined) {
    parts.push(`at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`);
  } else if (schema.maxLength !== undefined) {
    parts.push(`at most ${schema.maxLength} characters`);
  }
  // A uuid's pattern is a line of hex ranges that says less than its name.
  if (schema.format === 'uuid') parts.push('a uuid');
  else if (schema.pattern) parts.push(`matches /${schema.pattern}/`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** A JSON Schema as TypeScript-like text, one field a line, with each field's rules as a comment. */
function shape(schema: JsonSchema, indent = ''): string {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((variant) => shape(variant, indent)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (Array.isArray(schema.type))
    return schema.type.map((type) => shape({ ...schema, type }, indent)).join(' | ');
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    const item = shape(items, indent);
    // `A | B[]` would read as A or a list of B: a list of a union needs its brackets.
    const union = (items.oneOf ?? items.anyOf ?? items.enum ?? []).length > 1;
    return union ? `Array<${item}>` : `${item}[]`;
  }
  if (schema.type !== 'object') return schema.type === 'integer' ? 'number' : (schema.type ?? 'unknown');
  if (!schema.properties) return 'object';
  const inner = `${indent}  `;
  const lines = Object.entries(schema.properties).map(([name, property]) => {
    const optional = schema.required?.includes(name) ? '' : '?';
    const note = rules(property);
    return `${inner}${name}${optional}: ${shape(property, inner)};${note ? ` // ${note}` : ''}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A TypeScript type alias, so that Prettier formats it like any code in the repository. */
const codeBlock = (name: string, text: string) => ['```ts', `type ${name} = ${text};`, '```'];

function errorTable(codes: readonly ErrorCode[]): string[] {
  return [
    '| status | code | message |',
    '| --- | --- | --- |',
    ...codes.map((code) => `| ${apiErrors[code].status} | \`${code}\` | ${apiErrors[code].message} |`),
  ];
}

function section(endpoint: Endpoint): string[] {
  const lines = [
    `### ${endpoint.method} \`${endpoint.path}\``,
    '',
    endpoint.summary,
    '',
    `Who: ${endpoint.access}.`,
  ];
  if (endpoint.params)
    lines.push('', 'Path:', '', ...codeBlock('Path', shape(toJson(endpoint.params, 'input'))));
  if (endpoint.query)
    lines.push('', 'Query:', '', ...codeBlock('Query', shape(toJson(endpoint.query, 'input'))));
  if (endpoint.body)
    lines.push('', 'Body (JSON):', '', ...codeBlock('Body', shape(toJson(endpoint.body, 'input'))));
  if (endpoint.response) {
    lines.push(
      '',
      `Answer: ${endpoint.status}`,
      '',
      ...codeBlock('Answer', shape(toJson(endpoint.response, 'output'))),
    );
  } else if (endpoint.events) {
    lines.push(
      '',
      `Answer: ${endpoint.status}, \`${endpoint.mediaType}\`: server-sent events, each \`event: <type>\` with one \`data:\` line of JSON:`,
      '',
      ...codeBlock('Event', shape(toJson(endpoint.events, 'output'))),
    );
  } else if (endpoint.status === 303) {
    lines.push('', 'Answer: 303, a redirect: the browser goes on to `Location`.');
  } else if (endpoint.mediaType) {
    lines.push('', `Answer: ${endpoint.status}, \`${endpoint.mediaType}\` (not JSON).`);
  } else {
    lines.push('', `Answer: ${endpoint.status}, no body.`);
  }
  const codes = [...endpoint.errors].sort((a, b) => apiErrors[a].status - apiErrors[b].status);
  if (codes.length > 0) lines.push('', 'Errors:', '', ...errorTable(codes));
  return [...lines, ''];
}

export function apiReference(): string {
  const all = Object.values(endpoints) as Endpoint[];
  return [
    '# The HTTP API',
    '',
    '<!-- Generated from src/shared/contract by `npm run docs:api`; edit the contract, not this file. -->',
    '',
    'Every endpoint is declared once, in `src/shared/contract/`: the server registers its handler against that',
    'declaration and the web client takes its types from it. The same declarations are served as an OpenAPI',
    '3.1 document at `GET /api/openapi.json`, for tools and generated clients.',
    '',
    'Bodies are JSON (`content-type: application/json`, at most 1 MiB). A signed-in call sends',
    '`authorization: Bearer <access_token>`; the token comes from sign-up or sign-in and lasts an hour, then',
    '`POST /api/auth/token` with the refresh token gives a new one. Errors are always',
    '`{"error": {"code", "message"}}`; a 400 `validation_failed` also lists every broken rule in `issues`',
    '(`[{"path", "message"}]`), and its message is the first of them; a 409 `stale_version` carries the newer',
    "document in `newer`, as the endpoint's success answer gives it. Any endpoint may answer 500",
    '`internal_error`, and any but a `GET` 413 `body_too_large` (the limit stands before every write, whether',
    'it reads a body or not); unknown `/api` paths answer 404 `not_found`.',
    '',
    '## Endpoints',
    '',
    '| endpoint | who | success |',
    '| --- | --- | --- |',
    ...all.map(
      (endpoint) => `| ${endpoint.method} \`${endpoint.path}\` | ${endpoint.access} | ${endpoint.status} |`,
    ),
    '',
    ...all.flatMap(section),
    '## Error codes',
    '',
    ...errorTable(errorCodes),
    '',
  ].join('\n');
}
