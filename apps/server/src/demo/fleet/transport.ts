import { Agent, request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface FleetRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json) or raw bytes with a content-type header. */
  json?: unknown;
  body?: Buffer;
  /** When the simulated extension makes the call; only an in-process transport can honour it. */
  at?: Date | undefined;
  /** The simulated machine's address: the socket address in process, X-Forwarded-For over HTTP. */
  ip?: string | undefined;
}

export interface FleetResponse {
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
}

/** How a simulated extension reaches the server: in process (fast seeding) or over HTTP (benchmarks). */
export type Transport = (request: FleetRequest) => Promise<FleetResponse>;

const headerValue = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : (value as string | undefined);

/**
 * Calls the app in process through Fastify's inject: the real routes, validation and services, no socket.
 * `runAt` lets the caller run each request at its simulated time (see simulated-clock.ts).
 */
export function injectTransport(
  app: FastifyInstance,
  runAt: <T>(at: Date | undefined, call: () => Promise<T>) => Promise<T> = (_at, call) => call(),
): Transport {
  return async (request) => {
    const headers = { ...request.headers };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const res = await runAt(request.at, () =>
      app.inject({
        method: request.method,
        url: request.path,
        headers,
        ...(request.ip ? { remoteAddress: request.ip } : {}),
        ...(request.json !== undefined
          ? { payload: JSON.stringify(request.json) }
          : request.body
            ? { payload: request.body }
            : {}),
      }),
    );
    const out: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(res.headers)) out[name] = headerValue(value);
    return { status: res.statusCode, headers: out, text: res.body };
  };
}

/**
 * Calls a running server over HTTP/1.1 on kept-alive connections (node:http, one connection per call in
 * flight). Not the platform's fetch: its streams cost the caller about as much CPU per call as the
 * server's handling of an event, and a benchmark's load generator shares the machine with the server.
 */
export function httpTransport(baseUrl: string): Transport {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true });
  return (request) =>
    new Promise<FleetResponse>((resolve, reject) => {
      const headers: Record<string, string | number> = { ...request.headers };
      let body: Buffer | undefined;
      if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = Buffer.from(JSON.stringify(request.json));
      } else body = request.body;
      if (body) headers['content-length'] = body.length;
      // Honoured only by a server that trusts a proxy hop (TRUST_PROXY_HOPS).
      if (request.ip) headers['x-forwarded-for'] = request.ip;
      const req = httpRequest(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: `${base.pathname.replace(/\/$/, '')}${request.path}`,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const out: Record<string, string | undefined> = {};
            for (const [name, value] of Object.entries(res.headers)) out[name] = headerValue(value);
            resolve({
              status: res.statusCode ?? 0,
              headers: out,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
