import type { FastifyReply } from 'fastify';

/** An answer that carries a secret (an API key, a signing secret): no cache keeps a copy of it. */
export function noStore<T>(reply: FastifyReply, answer: T): T {
  reply.header('cache-control', 'no-store');
  return answer;
}
