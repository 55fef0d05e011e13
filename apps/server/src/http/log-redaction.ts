import type { FastifyRequest } from 'fastify';

// What the request log writes of a request: never a key or a token. A SOC key sent as ?apikey= is
// refused, yet the URL would carry it in full into every log line of the request; one-time links carry
// their token in the path. Headers are not logged at all (Fastify's default), so Authorization and
// cookies stay out.

const SECRET_PARAMS =
  /([?&](?:apikey|api_key|api-key|key|token|access_token|refresh_token|code|password|secret)=)[^&#]*/gi;
const SECRET_PATHS = /(\/one-time\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters and one-time tokens replaced. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`).replace(SECRET_PATHS, `$1${REDACTED}`);
}

/** The request as log lines show it: Fastify's default fields, the URL redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
