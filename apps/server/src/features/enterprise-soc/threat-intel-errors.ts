import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';

/**
 * /threat-intel/soc answers errors as { data: null, error: { status, code, desc } } (spec doc 2 §3
 * "Wrappers"), not in the server's `errors` list.
 */
export function installThreatIntelErrors(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, code: string, desc: string) =>
      reply.status(status).send({ data: null, error: { status, code, desc } });
    if (error instanceof AppError) return send(error.status, error.code, error.descs.join(', '));
    if (hasZodFastifySchemaValidationErrors(error))
      return send(
        400,
        ERROR_CODES.validation,
        [...new Set(error.validation.map((v) => v.message ?? 'Invalid input'))].join(', '),
      );
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, ERROR_CODES.validation, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return send(500, ERROR_CODES.internal, SOC_MESSAGES.internal);
  });
}
