import { type Call, callPath } from '@baitwatch/contracts/common/call';

/** The URL a bench asks for: the call's path with its parameters, and a query string (already encoded or not). */
export function callUrl(
  call: Pick<Call, 'path'>,
  params?: Readonly<Record<string, unknown>>,
  query: string | Record<string, string> = '',
): string {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  const path = callPath(call, params);
  return search ? `${path}?${search}` : path;
}
