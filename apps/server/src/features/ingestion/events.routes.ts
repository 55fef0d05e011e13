import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { reportEventResponseSchema, reportEventSchema } from '@baitwatch/contracts/extension/report-event';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { installOf } from '../extension/install-auth.ts';
import { ingestionService } from './ingestion.service.ts';
import { MULTIPART_LIMITS, readMultipartEvent } from './multipart-event.ts';

/** The path the OpenAPI transform documents with both encodings (JSON, or multipart with evidence). */
export const EVENTS_ROUTE = '/events';

/** POST /events: one detection, with its screenshot and page HTML when the extension has them. */
export async function eventsRoutes(scope: FastifyInstance, ctx: FeatureContext) {
  const service = ingestionService(ctx);
  await scope.register(async (child) => {
    // Multipart is accepted here only; limits stop oversized parts while they stream in.
    await child.register(multipart, { limits: MULTIPART_LIMITS });
    child.decorateRequest('evidence', null);
    child.withTypeProvider<ZodTypeProvider>().post(
      EVENTS_ROUTE,
      {
        preValidation: readMultipartEvent,
        schema: {
          summary: 'Report a detection (idempotent on eventId)',
          description:
            'JSON body: the event alone. multipart/form-data: an `event` part (this JSON), an optional ' +
            '`screenshot` part (JPEG, at most 2 MB) and an optional `html` part (UTF-8 text, at most 1 MB). ' +
            'Answered only once the event and its evidence are durably stored; a retry with the same ' +
            'eventId stores nothing new and gets the same answer.',
          tags: ['Events'],
          security: [{ installToken: [] }],
          body: reportEventSchema,
          response: {
            200: reportEventResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            413: apiErrorSchema,
          },
        },
      },
      async (request) => service.report(installOf(request), request.body, request.evidence ?? {}),
    );
  });
}
