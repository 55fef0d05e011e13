export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Serializes without array brackets, as the spec's API expects: `{ type: [0, 4] }` gives
 * `type=0&type=4`. Empty values (null, undefined) are left out; the result has no leading `?`.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item === null || item === undefined) continue;
      search.append(name, String(item));
    }
  }
  return search.toString();
}
