import {
  addAllowedDomainRequestSchema,
  addAllowedDomainResponseSchema,
} from '@baitwatch/contracts/settings/add-allowed-domain';
import {
  addBlockedUrlRequestSchema,
  addBlockedUrlResponseSchema,
} from '@baitwatch/contracts/settings/add-blocked-url';
import {
  addGoogleFormUrlRequestSchema,
  addGoogleFormUrlResponseSchema,
} from '@baitwatch/contracts/settings/add-google-form-url';
import { listAllowedDomainsResponseSchema } from '@baitwatch/contracts/settings/list-allowed-domains';
import { listBlockedUrlsResponseSchema } from '@baitwatch/contracts/settings/list-blocked-urls';
import { listGoogleFormUrlsResponseSchema } from '@baitwatch/contracts/settings/list-google-form-urls';
import { listParamsSchema } from '@baitwatch/contracts/settings/list-item';
import {
  removeAllowedDomainParamsSchema,
  removeAllowedDomainResponseSchema,
} from '@baitwatch/contracts/settings/remove-allowed-domain';
import {
  removeBlockedUrlParamsSchema,
  removeBlockedUrlResponseSchema,
} from '@baitwatch/contracts/settings/remove-blocked-url';
import {
  removeGoogleFormUrlParamsSchema,
  removeGoogleFormUrlRequestSchema,
  removeGoogleFormUrlResponseSchema,
} from '@baitwatch/contracts/settings/remove-google-form-url';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { settingsListsService } from './settings-lists.service.ts';

/**
 * The organization's lists (spec doc 2 §7), paths and wire names as the spec writes them: blocked URLs
 * at blacklist-urls, allowed domains at whitelist-domain (the list's GET is the spec's "earlier-known
 * read", decision 0028), allowed Google Form URLs at whitelist-urls / whitelist-url.
 */
export async function registerSettingsListsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = settingsListsService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/portal/customers/:id/blacklist-urls',
    { schema: { params: listParamsSchema, response: { 200: listBlockedUrlsResponseSchema } } },
    async (request) => service.listBlockedUrls(requireUser(request), request.params.id),
  );
  api.post(
    '/portal/customers/:id/blacklist-urls',
    {
      schema: {
        params: listParamsSchema,
        body: addBlockedUrlRequestSchema,
        response: { 200: addBlockedUrlResponseSchema },
      },
    },
    async (request) => service.addBlockedUrl(requireUser(request), request.params.id, request.body.url),
  );
  api.delete(
    '/portal/customers/:customerId/blacklist-urls/:id',
    { schema: { params: removeBlockedUrlParamsSchema, response: { 200: removeBlockedUrlResponseSchema } } },
    async (request) =>
      service.removeBlockedUrl(requireUser(request), request.params.customerId, request.params.id),
  );

  api.get(
    '/portal/customers/:id/whitelist-domain',
    { schema: { params: listParamsSchema, response: { 200: listAllowedDomainsResponseSchema } } },
    async (request) => service.listDomains(requireUser(request), request.params.id),
  );
  api.post(
    '/portal/customers/:id/whitelist-domain',
    {
      schema: {
        params: listParamsSchema,
        body: addAllowedDomainRequestSchema,
        response: { 200: addAllowedDomainResponseSchema },
      },
    },
    async (request) => service.addDomain(requireUser(request), request.params.id, request.body.domain),
  );
  api.delete(
    '/portal/customers/:customerId/whitelist-domain/:id',
    {
      schema: {
        params: removeAllowedDomainParamsSchema,
        response: { 200: removeAllowedDomainResponseSchema },
      },
    },
    async (request) =>
      service.removeDomain(requireUser(request), request.params.customerId, request.params.id),
  );

  api.get(
    '/portal/customers/:id/whitelist-urls',
    { schema: { params: listParamsSchema, response: { 200: listGoogleFormUrlsResponseSchema } } },
    async (request) => service.listGoogleFormUrls(requireUser(request), request.params.id),
  );
  api.post(
    '/portal/customers/:id/whitelist-url',
    {
      schema: {
        params: listParamsSchema,
        body: addGoogleFormUrlRequestSchema,
        response: { 200: addGoogleFormUrlResponseSchema },
      },
    },
    async (request) => service.addGoogleFormUrl(requireUser(request), request.params.id, request.body.url),
  );
  api.delete(
    '/portal/customers/:customerId/whitelist-url',
    {
      schema: {
        params: removeGoogleFormUrlParamsSchema,
        body: removeGoogleFormUrlRequestSchema,
        response: { 200: removeGoogleFormUrlResponseSchema },
      },
    },
    async (request) =>
      service.removeGoogleFormUrl(
        requireUser(request),
        request.params.customerId,
        request.body.whitelistedUrlId,
      ),
  );
}
