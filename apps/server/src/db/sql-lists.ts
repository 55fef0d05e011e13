import { sql } from 'drizzle-orm';

/** Values as a comma-separated list of parameters: `in (${list(values)})`. */
export const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Organization ids as an int[] for `= any(...)`: one parameter each, typed even when empty. */
export const idArray = (ids: readonly number[]) => sql`array[${list(ids)}]::int[]`;
