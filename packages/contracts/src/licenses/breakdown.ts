import { z } from 'zod';

/** One slice of the Browsers doughnut: an OS or a browser, and how many users run it (doc 1 §3). */
export const breakdownEntrySchema = z.object({
  legend: z.string(),
  values: z.object({ count: z.number().int() }),
});
export type BreakdownEntry = z.infer<typeof breakdownEntrySchema>;
export const breakdownSchema = z.array(breakdownEntrySchema);
