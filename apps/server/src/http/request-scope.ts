import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What a request knows that code far below its route needs without being handed it: its client. */
interface RequestScope {
  clientAddress: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs each request's handler inside its scope. It is entered in preHandler, after the body is
 * parsed: a scope entered earlier is lost across body parsing (fastify/fastify#3570).
 */
export function installRequestScope(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    storage.run({ clientAddress: request.ip }, done);
  });
}

/** The address of the client whose request is running, or null outside a request (jobs, the demo). */
export const currentClientAddress = (): string | null => storage.getStore()?.clientAddress ?? null;
