import type { z } from 'zod';

/**
 * A Mantine form `validate` from a contract's request schema: the form shows the same messages the
 * server would answer, field by field (the first issue of each field).
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: z.input<S>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
