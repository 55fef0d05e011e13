import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { scrapeMetrics } from '@baitwatch/contracts/operations/calls';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { serveCall } from '../http/serve-call.ts';
import type { Metrics } from './metrics.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in the Prometheus text format, to a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; without METRICS_TOKEN the route does not exist (docs/decisions/0022).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  if (!token) return;
  serveCall(app, scrapeMetrics, async ({ request }, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody(ERROR_CODES.unauthorized, ['A metrics token is required.']));
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
