import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** "detectionBoxes.0.x: Too small ..." — the extension API names the field of each invalid input. */
const describe = (path: string, fallback: string, message: string | undefined) =>
  `${path || fallback}: ${message ?? 'Invalid input'}`;

/** Validation errors of a route schema as one 400 naming the fields (set on the extension API's scope). */
export function fieldErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const descs = errors.map((e) =>
    describe(e.instancePath.replace(/^\//, '').replaceAll('/', '.'), dataVar, e.message),
  );
  return badRequest([...new Set(descs)]);
}

/** The same for a schema parsed by hand (each event of a batch): the value, or a "field: reason" list. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  value: unknown,
  root: string,
): { data: z.output<T> } | { problems: string[] } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  return {
    problems: [...new Set(result.error.issues.map((i) => describe(i.path.join('.'), root, i.message)))],
  };
}
