import { STIX_MEDIA_TYPE, TAXII_MEDIA_TYPE } from '@baitwatch/contracts/taxii/constants';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  406: 'Not acceptable',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal server error',
};

/** A TAXII 2.1 error message (TAXII 2.1 §3.6.1): title, description, error_code, http_status. */
export function sendTaxiiError(reply: FastifyReply, status: number, description: string, code?: string) {
  if (status === 401) reply.header('www-authenticate', 'Basic realm="Baitwatch TAXII", Bearer');
  return reply
    .status(status)
    .header('content-type', TAXII_MEDIA_TYPE)
    .send(
      JSON.stringify({
        title: TITLES[status] ?? 'Error',
        description,
        ...(code ? { error_code: code } : {}),
        http_status: String(status),
      }),
    );
}

/**
 * Every error under /taxii2/ answers in the TAXII error shape and media type, never the console's; every
 * answer carries its media type exactly.
 */
export function installTaxiiErrors(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendTaxiiError(reply, error.status, error.descs.join(', '), error.code);
    if (hasZodFastifySchemaValidationErrors(error))
      return sendTaxiiError(
        reply,
        400,
        [...new Set(error.validation.map((v) => v.message ?? 'Invalid input'))].join(', '),
      );
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendTaxiiError(reply, status, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return sendTaxiiError(reply, 500, 'Unknown server error.');
  });
  // Fastify rewrites JSON media types (`version="2.1"; charset=utf-8`); TAXII clients compare the
  // type as TAXII 2.1 writes it, so the chosen one goes out exactly as written.
  scope.addHook('onSend', async (_request, reply, payload) => {
    const sent = String(reply.getHeader('content-type') ?? '');
    for (const type of [TAXII_MEDIA_TYPE, STIX_MEDIA_TYPE])
      if (sent.startsWith(type.split(';')[0] ?? type)) reply.header('content-type', type);
    return payload;
  });
  const unknown = (_request: unknown, reply: FastifyReply) =>
    sendTaxiiError(reply, 404, 'No such TAXII endpoint.');
  scope.setNotFoundHandler(unknown);
  // The console's page falls back for every other GET of the server: a route of this scope's own
  // claims the rest of /taxii2/ first, so an unknown TAXII path is a TAXII 404, never that page.
  scope.get('/*', unknown);
}
