import {
  type Call,
  type CallAnswer,
  type CallBody,
  type CallParams,
  callPath,
} from '@baitwatch/contracts/common/call';
import type { z } from 'zod';
import {
  apiDownload,
  apiRequest,
  type DownloadedFile,
  type QueryOf,
  type RequestOptions,
} from './api-client.ts';
import { type QueryValue, toQueryString } from './query-string.ts';

/** What a call sends: its path parameters, query and body where it has them, and an abort signal. */
export type CallOptions<C extends Call> = (C['params'] extends z.ZodType
  ? { params: CallParams<C> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: QueryOf<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: CallBody<C> } : { body?: undefined }) & {
    signal?: AbortSignal | undefined;
    /** For calls about the session itself (login, refresh): their 401 is the answer, not a cue to refresh. */
    skipRefresh?: boolean;
  };

/** The options argument is required only when the call has path parameters or a body. */
type OptionsArgument<C extends Call> = C['params'] extends z.ZodType
  ? [options: CallOptions<C>]
  : C['body'] extends z.ZodType
    ? [options: CallOptions<C>]
    : [options?: CallOptions<C>];

/** Makes `call` with the session (apiRequest): its answer parsed with the call's response schema. */
export function callApi<C extends Call>(call: C, ...[options]: OptionsArgument<C>): Promise<CallAnswer<C>> {
  const { params, query, body, signal, skipRefresh } = (options ?? {}) as CallOptions<Call>;
  const request: RequestOptions<CallAnswer<C>> = {
    method: call.method,
    body,
    schema: call.response as z.ZodType<CallAnswer<C>> | null,
    signal,
    ...(skipRefresh !== undefined && { skipRefresh }),
  };
  const path = callPath(call, params as Record<string, unknown> | undefined);
  return call.query && query !== undefined
    ? apiRequest(path, { ...request, query, querySchema: call.query })
    : apiRequest(path, request);
}

/** Downloads the file a GET call answers (an installer, a PDF, a CSV export), its query included. */
export function downloadCall<C extends Call>(
  call: C,
  ...[options]: OptionsArgument<C>
): Promise<DownloadedFile> {
  const { params, query, signal } = (options ?? {}) as CallOptions<Call>;
  const path = callPath(call, params as Record<string, unknown> | undefined);
  const search = toQueryString(query as Record<string, QueryValue> | undefined);
  return apiDownload(search ? `${path}?${search}` : path, signal);
}
