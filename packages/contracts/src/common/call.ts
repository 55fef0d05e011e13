import type { z } from 'zod';
import type { Role } from './product.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call. On the console's API: anyone (login, branding, one-time links), anyone signed
 * in, or signed-in users of the named roles only (anyone else is refused with 403 before the input is
 * read). Elsewhere: the holder of a SOC API key, or a registered extension install (its token). Which
 * organizations and tenants each caller may touch is the server's policy, not the call's.
 */
export type CallAccess =
  | 'public'
  | 'signedIn'
  | { readonly roles: readonly Role[] }
  | 'socApiKey'
  | 'extensionInstall';

/** True for the accesses that a console session satisfies. */
export const needsSession = (
  access: CallAccess,
): access is 'signedIn' | { readonly roles: readonly Role[] } =>
  access === 'signedIn' || typeof access === 'object';

/**
 * One call of an API, defined once for the server that serves it and for the clients that make it:
 * its method and path (`{name}` for each path parameter), the schemas of its path parameters, query
 * string, body and answer, and who may make it. The server registers its route from it, the console
 * and the extension call through it, and the OpenAPI documents describe it; no path is typed anywhere
 * else.
 */
export interface Call {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly access: CallAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's schema; null when the answer is a file or nothing a client reads. */
  readonly response: z.ZodType | null;
  /** The success status when it is not 200: 201 for a thing made, 202 for work accepted. */
  readonly status?: 201 | 202;
}

/**
 * Defines a call (the identity, for its types: every field stays as literal as it was written). Marked
 * free of side effects, so that a bundle keeps only the calls it makes (and their schemas).
 */
export const defineCall = /*@__NO_SIDE_EFFECTS__*/ <const C extends Call>(call: C): C => call;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends: the path parameters, query and body as the call's schemas take them. */
export type CallParams<C extends Call> = Input<C['params']>;
export type CallQuery<C extends Call> = Input<C['query']>;
export type CallBody<C extends Call> = Input<C['body']>;
/** What a client reads back. */
export type CallAnswer<C extends Call> = C['response'] extends z.ZodType ? z.output<C['response']> : unknown;
/** What the server's handler reads (after its schemas parsed the input) and answers. */
export type ParsedParams<C extends Call> = Output<C['params']>;
export type ParsedQuery<C extends Call> = Output<C['query']>;
export type ParsedBody<C extends Call> = Output<C['body']>;
export type ServedAnswer<C extends Call> = C['response'] extends z.ZodType ? z.input<C['response']> : unknown;

const PARAMETER = /\{(\w+)\}/g;

/** The call's path with each `{name}` replaced by its value, written as one path segment. */
export function callPath(call: Pick<Call, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return call.path.replace(PARAMETER, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of the call's path parameters, in order. */
export const pathParameterNames = (call: Pick<Call, 'path'>): string[] =>
  [...call.path.matchAll(PARAMETER)].map((match) => match[1] ?? '');
