import { existsSync } from 'node:fs';
import { isApiPath, isUnder, OPERATIONS_PATHS } from '@baitwatch/contracts/common/api-surfaces';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Paths of the APIs and the server's own endpoints: an unknown one is a 404 in the API's error shape,
 * never the console's page (TAXII answers its own under /taxii2/, in the TAXII shape).
 */
const isServerPath = (path: string) =>
  isApiPath(path) || OPERATIONS_PATHS.some((operation) => isUnder(path, operation));

/** A year: the bundles' names change with their content, so a cached one is never stale. */
const HASHED = 'public, max-age=31536000, immutable';

/** The page itself and unhashed files (the icon) are checked again on every use. */
const cacheControlOf = (path: string) => (path.includes('/assets/') ? HASHED : 'no-cache');

/**
 * Serves the built console with an SPA fallback: any non-API GET that is not a file gets index.html.
 * Files go out as the build precompressed them (brotli, else gzip, as the browser accepts); source
 * maps only where SOURCE_MAPS asks.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  if (!existsSync(`${config.webDist}/index.html`)) {
    app.log.warn(`console build not found at ${config.webDist}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(path)),
    allowedPath: (path) => config.sourceMaps || !path.endsWith('.map'),
  });
  // A catch-all route rather than a second not-found handler: the root has one already (the one error
  // shape, installErrorHandler), and Fastify allows one per prefix. Routes and files match first.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isServerPath(path)) return reply.callNotFound();
    // Bundles built after the start (a rebuild while the server runs) have no route yet; a missing
    // one is a 404, never index.html under a script's name.
    if (path.startsWith('/assets/')) return reply.sendFile((request.params as { '*': string })['*']);
    return reply.sendFile('index.html');
  });
}
