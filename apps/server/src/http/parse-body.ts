import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Parses a body with the contract's schema inside a handler, for a call whose body takes one of two
 * shapes (a route schema can name only one): a failure is the same 400 with the spec's messages that
 * route validation answers.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw badRequest([...new Set(parsed.error.issues.map((issue) => issue.message))]);
}
