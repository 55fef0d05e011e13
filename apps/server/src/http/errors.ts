import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { TEXT_MESSAGES } from '@baitwatch/contracts/common/text';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isTransientConflict } from '../db/conflicts.ts';
import { someCause } from '../db/error-causes.ts';
import { isDatabaseUnavailable, isPoolWaitTimeout, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { isStorageFull } from '../storage/storage-full.ts';

/** A failure a service raises on purpose; the error handler turns it into the one error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly descs: string[];
  /** `cause`: what went wrong underneath, for the log only (never answered). */
  constructor(status: number, code: string, descs: string | string[], cause?: unknown) {
    const list = Array.isArray(descs) ? descs : [descs];
    super(list.join(', '), cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.descs = list;
  }
}

export const badRequest = (desc: string | string[]) => new AppError(400, ERROR_CODES.validation, desc);
export const unauthorized = (desc = 'Unauthorized') => new AppError(401, ERROR_CODES.unauthorized, desc);
export const forbidden = (desc: string = MESSAGES.notAuthorized) =>
  new AppError(403, ERROR_CODES.forbidden, desc);
export const notFound = (desc = 'Not found') => new AppError(404, ERROR_CODES.notFound, desc);
export const conflict = (desc: string) => new AppError(409, ERROR_CODES.conflict, desc);

export const errorBody = (code: string, descs: string[], message = descs.join(', ')) => ({
  errors: descs.map((desc) => ({ code, desc })),
  message,
});

/** "/0/url" → "0.url"; the whole body or query string by its name. */
const fieldName = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'input');

/**
 * A write that names an admin user the database no longer has (PostgreSQL's foreign-key violation on a
 * reference to admin_users, under the query builder's wrapper): the caller was removed while another
 * process still trusted its session (auth/live-sessions.ts). That is a 401, not a failure.
 */
const isRemovedUserReference = (error: unknown): boolean =>
  someCause(error, (candidate) => {
    const { code, constraint } = candidate as { code?: unknown; constraint?: unknown };
    return code === '23503' && typeof constraint === 'string' && constraint.endsWith('_admin_users_id_fk');
  });

/** Space is freed by people, not in seconds: a full store is asked again after a minute. */
const STORAGE_RETRY_AFTER_SECONDS = 60;

/** 503 with Retry-After: the call did nothing, and the same call is expected to pass later. */
const tryAgainLater = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(errorBody(ERROR_CODES.unavailable, [MESSAGES.serviceUnavailable]));

/** Seconds a client told the server is busy waits before trying again (extensions and SOC tools do). */
export const OVERLOADED_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After and OVERLOADED: the server is shedding load; nothing was done. */
export const overloaded = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS))
    .send(errorBody(ERROR_CODES.overloaded, [MESSAGES.overloaded]));

export interface ErrorHandlerHooks {
  /** Told of each call answered 503 because the database was away (the metric). */
  onUnavailable?: () => void;
  /** Whether every connection of the database pool is in use (overload, not an outage). */
  poolSaturated?: () => boolean;
  /** Told of each call shed as overload. */
  onShed?: (surface: string) => void;
  /** Told of each write that found the evidence store full (remembered for /readyz). */
  onStorageFull?: () => void;
}

export function installErrorHandler(app: FastifyInstance, hooks: ErrorHandlerHooks = {}) {
  const {
    onUnavailable = () => {},
    poolSaturated = () => false,
    onShed = () => {},
    onStorageFull = () => {},
  } = hooks;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isPoolWaitTimeout(error) && poolSaturated()) {
      // Every pooled connection was busy for the whole wait: too many calls at once, the database is
      // fine. Said as overload, so that an operator is not sent looking for a database outage.
      onShed('pool');
      request.log.warn('database pool saturated: call shed');
      return overloaded(reply);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (a restart, a failover): the same call succeeds once it is back. What was
      // not acknowledged is sent again after Retry-After; ingestion stores each event id once, so a
      // commit that did land before the connection broke is not stored twice.
      onUnavailable();
      request.log.warn({ err: error }, 'database unavailable');
      return tryAgainLater(reply);
    }
    if (isStorageFull(error)) {
      // The evidence store's disk is full: nothing was stored (the write cleaned up after itself), and
      // the extension sends the same event again after Retry-After. /readyz says so meanwhile.
      onStorageFull();
      request.log.error({ err: error }, 'evidence store full');
      return reply
        .status(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS))
        .send(errorBody(ERROR_CODES.storageFull, [MESSAGES.storageFull]));
    }
    if (isTransientConflict(error)) {
      // A deadlock or serialization failure that outlived its transaction's retries, or hit a single
      // statement (those are not retried): it was rolled back, and the same call is expected to pass.
      request.log.warn({ err: error }, 'transient conflict');
      return tryAgainLater(reply);
    }
    const known = error instanceof AppError ? error : isRemovedUserReference(error) ? unauthorized() : null;
    if (known) {
      // A cause is what failed underneath (an identity provider's answer): kept in the log, never sent.
      if (known.cause !== undefined) request.log.warn({ err: known.cause }, known.message);
      return reply.status(known.status).send(errorBody(known.code, known.descs));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The spec's messages name their field in words; the one shared text check names it here.
      const descs = error.validation.map((v) =>
        v.message === TEXT_MESSAGES.invalidText || v.message === TEXT_MESSAGES.invalidName
          ? `${fieldName(v.instancePath, error.validationContext)}: ${v.message}`
          : (v.message ?? 'Invalid input'),
      );
      return reply.status(400).send(errorBody(ERROR_CODES.validation, [...new Set(descs)]));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send(errorBody(ERROR_CODES.tooLarge, ['The upload is too large.']));
    if (status === 429)
      return reply.status(429).send(errorBody(ERROR_CODES.rateLimited, [MESSAGES.tooManyAttempts]));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: a clear 400-class answer, never a 500.
      return reply.status(status).send(errorBody(ERROR_CODES.validation, [error.message]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(ERROR_CODES.internal, [MESSAGES.internalError]));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(ERROR_CODES.notFound, [`No route for ${request.method} ${request.url.split('?')[0]}`])),
  );
}
