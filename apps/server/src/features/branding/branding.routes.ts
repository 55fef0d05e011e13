import {
  brandingLogoParamsSchema,
  brandingQuerySchema,
  brandingResponseSchema,
} from '@baitwatch/contracts/auth/branding';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { markUntrustedContent } from '../../http/security-headers.ts';
import type { FeatureContext } from '../context.ts';
import { brandingService } from './branding.service.ts';

/** GET /v1/auth/branding: public (no session), but under /v1 so the functions key still applies. */
export async function registerBrandingRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = brandingService(ctx);
  v1.withTypeProvider<ZodTypeProvider>().get(
    '/auth/branding',
    {
      config: { public: true },
      schema: { querystring: brandingQuerySchema, response: { 200: brandingResponseSchema } },
    },
    async (request) => service.forHost(request.hostname, request.query.subdomain),
  );
}

/**
 * GET /branding/{subDomain}/logo: the whitelabel logo, outside /v1 because an <img> cannot send the
 * functions key. Logos are public (they show on the login page). Only raster images are stored (judged
 * by their bytes), and the answer is sandboxed by CSP all the same.
 */
export async function registerBrandingLogo(app: FastifyInstance, ctx: FeatureContext) {
  const service = brandingService(ctx);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/branding/:subDomain/logo',
      { schema: { params: brandingLogoParamsSchema } },
      async (request, reply) => {
        const logo = await service.logo(request.params.subDomain);
        if (!logo) throw notFound('No logo');
        return markUntrustedContent(reply)
          .header('content-type', logo.contentType)
          .header('cache-control', 'public, max-age=86400')
          .send(logo.data);
      },
    );
}
