import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  type Call,
  needsSession,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type ServedAnswer,
} from '@baitwatch/contracts/common/call';
import { STEP_UP_CALLS } from '@baitwatch/contracts/mfa/step-up';
import type { SSERouteOptions } from '@fastify/sse';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { unauthorized } from './errors.ts';

type SessionAccess = 'signedIn' | { readonly roles: readonly unknown[] };

/** What a handler reads: the input as the call's schemas parsed it, and who asks. */
export interface CallInput<C extends Call> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  /** The signed-in user on the console's calls that need one; null elsewhere. */
  user: C['access'] extends SessionAccess ? SessionUser : null;
  request: FastifyRequest;
}

export type CallHandler<C extends Call> = (
  input: CallInput<C>,
  reply: FastifyReply,
) => Promise<ServedAnswer<C>> | ServedAnswer<C>;

/** What a route adds to its call: OpenAPI words, the other answers' schemas, limits, a check before it runs. */
export interface ServeOptions {
  schema?: Omit<FastifySchema, 'params' | 'querystring' | 'body'>;
  bodyLimit?: number;
  /** Runs after the input is parsed and before the handler (an attempt limit that reads the email). */
  preHandler?: preHandlerAsyncHookHandler;
  /** Runs before the input is checked (a multipart body read into the call's JSON shape). */
  preValidation?: preValidationAsyncHookHandler;
  /** What the surface's own hooks read of the route (TAXII: whether it may answer STIX too). */
  config?: FastifyContextConfig;
  /** A server-sent events stream (@fastify/sse, registered on the scope): the live console's. */
  sse?: SSERouteOptions;
}

/** A signed-in call that a session waiting to enrol its sign-in policy's factor may make too. */
export const DURING_ENROLMENT = { config: { duringEnrolment: true } } as const;

/**
 * Registers the route of `call` on `scope` (whose prefix, `/v1` for the console's API, begins the
 * call's path): the call's schemas check the input and the answer, and its access becomes the route's
 * (a public route, or the roles refused before the input is read; the scope's hook requires the
 * session). The handler gets the parsed input and the signed-in user.
 */
export function serveCall<C extends Call>(
  scope: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: ServeOptions = {},
): void {
  if (!call.path.startsWith(scope.prefix))
    throw new Error(`${call.method} ${call.path} is not under this scope's prefix ${scope.prefix}`);
  const url = call.path.slice(scope.prefix.length).replace(/\{(\w+)\}/g, ':$1');
  const session = needsSession(call.access);
  scope.route({
    method: call.method,
    url,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    ...(options.preHandler && { preHandler: options.preHandler }),
    ...(options.preValidation && { preValidation: options.preValidation }),
    ...(options.sse && { sse: options.sse }),
    schema: {
      ...options.schema,
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: {
        ...(call.response && { [call.status ?? 200]: call.response }),
        ...(options.schema?.response as Record<number, unknown> | undefined),
      },
    },
    config: {
      ...options.config,
      ...(call.access === 'public' && { public: true }),
      ...(typeof call.access === 'object' && { roles: call.access.roles }),
      ...(STEP_UP_CALLS.has(call) && { freshFactor: true }),
    },
    handler: async (request, reply) => {
      if (session && !request.sessionUser) throw unauthorized();
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: session ? request.sessionUser : null,
        request,
      } as CallInput<C>;
      if (call.status) reply.code(call.status);
      return handler(input, reply);
    },
  });
}
