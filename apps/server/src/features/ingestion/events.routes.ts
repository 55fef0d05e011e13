import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { reportEventResponseSchema, reportEventSchema } from '@baitwatch/contracts/extension/report-event';
import {
  EVENTS_BATCH_MAX,
  reportEventsBatchResponseSchema,
  reportEventsBatchSchema,
} from '@baitwatch/contracts/extension/report-events-batch';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { installOf } from '../extension/install-auth.ts';
import { ingestionService } from './ingestion.service.ts';
import { readMultipartBatch, readMultipartEvent } from './multipart-event.ts';

/** The paths the OpenAPI transform documents with both encodings (JSON, or multipart with evidence). */
export const EVENTS_ROUTE = '/events';
export const EVENTS_BATCH_ROUTE = '/events/batch';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema };

/** POST /events and /events/batch: detections, with screenshot and page HTML when the extension has them. */
export async function eventsRoutes(scope: FastifyInstance, ctx: FeatureContext) {
  const service = ingestionService(ctx);
  await scope.register(async (child) => {
    // Multipart is accepted here only; per-route limits stop oversized parts while they stream in.
    await child.register(multipart);
    child.decorateRequest('evidence', null);
    const app = child.withTypeProvider<ZodTypeProvider>();

    app.post(
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
          response: { 200: reportEventResponseSchema, ...errors },
        },
      },
      async (request) => {
        const evidence = request.evidence?.get('') ?? {};
        const item = { event: request.body, evidence, fieldPrefix: '', partSuffix: '' };
        const [answer] = await service.report(installOf(request), [item]);
        return answer;
      },
    );

    app.post(
      EVENTS_BATCH_ROUTE,
      {
        preValidation: readMultipartBatch,
        schema: {
          summary: `Report up to ${EVENTS_BATCH_MAX} queued detections at once`,
          description:
            'JSON body: `{ events: [...] }` without evidence. multipart/form-data: an `events` part (this ' +
            'JSON) plus `screenshot.<eventId>` (JPEG) and `html.<eventId>` (UTF-8 text) parts. Each event ' +
            'is idempotent on its eventId as with POST /events; answers one result per event, in order.',
          tags: ['Events'],
          security: [{ installToken: [] }],
          body: reportEventsBatchSchema,
          response: { 200: reportEventsBatchResponseSchema, ...errors },
        },
      },
      async (request) => {
        const evidence = request.evidence ?? new Map();
        const ids = new Set(request.body.events.map((e) => e.eventId.toLowerCase()));
        const stray = [...evidence.keys()].filter((id) => !ids.has(id));
        if (stray.length > 0)
          throw badRequest(stray.map((id) => `${id}: evidence for an event not in this batch`));
        const items = request.body.events.map((event, index) => ({
          event,
          evidence: evidence.get(event.eventId.toLowerCase()) ?? {},
          fieldPrefix: `events.${index}.`,
          partSuffix: `.${event.eventId}`,
        }));
        return { results: await service.report(installOf(request), items) };
      },
    );
  });
}
