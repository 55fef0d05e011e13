/**
 * Whether an error or one of its causes passes `test`. The query builder wraps the driver's error
 * (DrizzleQueryError.cause), a pool may wrap it again, and several failures at once arrive as an
 * AggregateError; a few levels are enough for all of them.
 */
export function someCause(error: unknown, test: (candidate: object) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (test(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => someCause(e, test))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
