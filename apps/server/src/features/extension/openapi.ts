import { EVENT_JSON_MAX_BYTES, EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { EVENTS_ROUTE } from '../ingestion/events.routes.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

/**
 * POST /events takes JSON or multipart/form-data. The route validates the JSON event (the multipart
 * `event` part becomes the body first), so the document states both encodings here.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as { body?: JsonSchema } | undefined;
  if (input.url === `${EXTENSION_API_BASE}${EVENTS_ROUTE}` && schema?.body) {
    const event = schema.body;
    schema.body = {
      content: {
        'application/json': { schema: event },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['event'],
            properties: {
              event: {
                ...event,
                description: `The event as JSON (at most ${EVENT_JSON_MAX_BYTES / 1024} KB)`,
              },
              screenshot: { type: 'string', format: 'binary', description: 'JPEG, at most 2 MB' },
              html: {
                type: 'string',
                format: 'binary',
                description: 'The page HTML, UTF-8 text, at most 1 MB',
              },
            },
          },
          encoding: { event: { contentType: 'application/json' }, screenshot: { contentType: 'image/jpeg' } },
        },
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
