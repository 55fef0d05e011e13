import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { reportEvent, reportEventsBatch } from '@baitwatch/contracts/extension/calls';
import { EVENTS_BATCH_MAX } from '@baitwatch/contracts/extension/report-events-batch';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { installOf } from '../../../auth/install-principal.ts';
import { serveCall } from '../../../http/serve-call.ts';
import type { AppContext } from '../../services.ts';
import { readMultipartBatch, readMultipartEvent } from './multipart-event.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema };
const security = [{ installToken: [] }];

/** Detections, one or a batch, with screenshot and page HTML when the extension has them (extension/calls.ts). */
export async function eventsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const service = ctx.ingestion;
  await scope.register(async (child) => {
    // Multipart is accepted here only; per-route limits stop oversized parts while they stream in.
    await child.register(multipart);
    child.decorateRequest('evidence', null);

    serveCall(
      child,
      reportEvent,
      ({ body, request }) => {
        const evidence = request.evidence?.get('') ?? {};
        return service.report(installOf(request), { event: body, evidence, partSuffix: '' });
      },
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
          security,
          response: errors,
        },
      },
    );

    serveCall(
      child,
      reportEventsBatch,
      async ({ body, request }) => ({
        results: await service.reportBatch(installOf(request), body.events, request.evidence ?? new Map()),
      }),
      {
        preValidation: readMultipartBatch,
        schema: {
          summary: `Report up to ${EVENTS_BATCH_MAX} queued detections at once`,
          description:
            'JSON body: `{ events: [...] }` without evidence. multipart/form-data: an `events` part (this ' +
            'JSON) plus `screenshot.<eventId>` (JPEG) and `html.<eventId>` (UTF-8 text) parts. Each event ' +
            'is checked and stored on its own, idempotent on its eventId as with POST /events: the answer ' +
            'has one result per event, in order, `stored` with its id or `refused` with the reasons ' +
            '("field: reason"; a refused event cannot succeed as sent, so drop it from the queue). Only a ' +
            'batch that is not one (no list, none or over 50 events, evidence for an event not in it) is a 400.',
          tags: ['Events'],
          security,
          response: errors,
        },
      },
    );
  });
}
