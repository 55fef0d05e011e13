import { getBranding, getBrandingLogo } from '@baitwatch/contracts/auth/branding-calls';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { markUntrustedContent } from '../../http/security-headers.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The login page's branding: public (no session), but under /v1 so the functions key still applies. */
export async function registerBrandingRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.branding;
  serveCall(v1, getBranding, ({ request, query }) => service.forHost(request.hostname, query.subdomain));
}

/**
 * The whitelabel logo, outside /v1 (an <img> cannot send the functions key). Only raster images are
 * stored (judged by their bytes), and the answer is sandboxed by CSP all the same.
 */
export async function registerBrandingLogo(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.branding;
  serveCall(app, getBrandingLogo, async ({ params }, reply) => {
    const logo = await service.logo(params.subDomain);
    if (!logo) throw notFound('No logo');
    return markUntrustedContent(reply)
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=86400')
      .send(logo.data);
  });
}
