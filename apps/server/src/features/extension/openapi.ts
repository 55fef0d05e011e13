import { reportEvent, reportEventsBatch } from '@baitwatch/contracts/extension/calls';
import { EVENT_JSON_MAX_BYTES } from '@baitwatch/contracts/extension/limits';
import { reportEventsBatchDocumentedSchema } from '@baitwatch/contracts/extension/report-events-batch';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const binary = (description: string) => ({ type: 'string', format: 'binary', description });

/** The multipart variant of each events route: its JSON part and its evidence parts. */
const MULTIPART: Record<string, (json: JsonSchema) => JsonSchema> = {
  [reportEvent.path]: (json) => ({
    type: 'object',
    required: ['event'],
    properties: {
      event: { ...json, description: `The event as JSON (at most ${EVENT_JSON_MAX_BYTES / 1024} KB)` },
      screenshot: binary('JPEG, at most 2 MB'),
      html: binary('The page HTML, UTF-8 text, at most 1 MB'),
    },
  }),
  [reportEventsBatch.path]: (json) => ({
    type: 'object',
    required: ['events'],
    properties: { events: { ...json, description: 'The batch as JSON: { events: [...] }' } },
    additionalProperties: binary(
      'Evidence parts named `screenshot.<eventId>` (JPEG, at most 2 MB) and `html.<eventId>` (UTF-8 text, at most 1 MB)',
    ),
  }),
};

/**
 * A batch takes any entries and checks each event on its own (a bad one is refused in the answer,
 * not for the whole batch); the document shows what each entry should be: the event of POST /events.
 */
function documented(input: TransformInput): TransformInput {
  if (input.url !== reportEventsBatch.path || !input.schema) return input;
  return { ...input, schema: { ...input.schema, body: reportEventsBatchDocumentedSchema } };
}

/**
 * The events routes take JSON or multipart/form-data. Each validates the JSON (the multipart JSON
 * part becomes the body first), so the document states both encodings here.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(documented(input));
  const schema = result.schema as { body?: JsonSchema } | undefined;
  const multipart = MULTIPART[input.url];
  if (multipart && schema?.body) {
    schema.body = {
      content: {
        'application/json': { schema: schema.body },
        'multipart/form-data': { schema: multipart(schema.body) },
      },
    };
  }
  return result;
}

/**
 * The extension API's OpenAPI document at /extension/v1/openapi.json and rendered docs at
 * /extension/v1/docs. Registered inside the extension scope, so only its routes are documented;
 * the docs page serves its own static assets (works offline).
 */
export async function registerOpenApi(scope: FastifyInstance) {
  await scope.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baitwatch extension API',
        version: '1.0.0',
        description:
          'What the browser extension calls: registration (manual with an emailed code, or managed with the ' +
          'OS identity), its configuration, heartbeats, event reports with evidence, and login-page scan ' +
          'counts. After registration every call carries `Authorization: Bearer <install token>`. Errors ' +
          'answer `{ errors: [{ code, desc }], message }`; a 400 names each invalid field as "field: reason".',
      },
      components: {
        securitySchemes: {
          installToken: { type: 'http', scheme: 'bearer', description: 'The install token' },
        },
      },
    },
    transform,
  });
  await scope.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  scope.get('/openapi.json', { schema: { hide: true } }, async () => scope.swagger());
}
