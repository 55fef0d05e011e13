/**
 * The rows of a raw `db.execute(sql...)`. Both drivers answer `{ rows }`, but the shared Db type does
 * not say so; this one helper is where that is assumed. Column types are as the driver returns them:
 * bigints may come back as strings, timestamps as Dates or strings.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
