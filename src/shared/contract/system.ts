import { z } from 'zod/mini';
import { endpoint } from './endpoint';

export const healthSchema = z.object({ status: z.literal('ok') });

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Says the server is up and its database answers (one round trip).',
  access: 'anyone',
  status: 200,
  response: healthSchema,
  errors: ['unavailable'],
});

/** An OpenAPI 3.1 document; its own shape is the OpenAPI specification's, not repeated here. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

export const openApi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API described as an OpenAPI 3.1 document, generated from the same contract as the server.',
  access: 'anyone',
  status: 200,
  response: openApiDocumentSchema,
  errors: [],
});
