import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The console's Content-Security-Policy (docs/decisions/0019): scripts only from the console's own
 * files (no inline script, no eval), images from its origin and the data:/blob: URLs it builds
 * (screenshots arrive as data: URLs), calls to its own origin, no framing, no plugins, forms post home.
 * style-src allows inline styles: Mantine and CodeMirror inject <style> elements at run time.
 */
export const CONSOLE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Evidence and uploaded images (reported page HTML, screenshots, whitelabel logos) are someone else's
 * bytes: answered under this policy, nothing in them may run, load, or be framed, even when opened
 * directly at the console's origin.
 */
export const UNTRUSTED_CONTENT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Gives a route that answers someone else's bytes the headers above, over the console's. */
export function markUntrustedContent(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', UNTRUSTED_CONTENT_CSP)
    .header('x-content-type-options', 'nosniff');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (pages, API, errors, 404s) through helmet: the CSP above, nosniff,
 * X-Frame-Options DENY, Referrer-Policy no-referrer (reset links carry their token in the URL), and
 * helmet's cross-origin isolation defaults. HSTS only when the console is served over https. The
 * middleware is built once: @fastify/helmet built it again on every request, which cost every
 * extension call more than its own route's validation (decision 0058).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below, per request: over plain http (a laptop, the demo) it would only be ignored.
    strictTransportSecurity: false,
  });
  const httpsConsole = config.publicUrl.startsWith('https://');
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      // request.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY_HOPS).
      if (!error && (httpsConsole || request.protocol === 'https'))
        reply.header('strict-transport-security', HSTS);
      done(error as Error | undefined);
    });
  });
}
