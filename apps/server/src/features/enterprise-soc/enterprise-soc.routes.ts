import { SOC_API_BASE, SOC_THREAT_INTEL_PATH } from '@baitwatch/contracts/enterprise-soc/constants';
import {
  socCustomersQuerySchema,
  socCustomersResponseSchema,
} from '@baitwatch/contracts/enterprise-soc/customers';
import {
  deployedLicensesQuerySchema,
  deployedLicensesResponseSchema,
} from '@baitwatch/contracts/enterprise-soc/deployed-licenses-count';
import {
  fetchIncidentsQuerySchema,
  fetchIncidentsResponseSchema,
} from '@baitwatch/contracts/enterprise-soc/fetch-incidents';
import {
  loginPagesScannedQuerySchema,
  loginPagesScannedResponseSchema,
} from '@baitwatch/contracts/enterprise-soc/login-pages-scanned';
import { socErrorsSchema } from '@baitwatch/contracts/enterprise-soc/query-params';
import {
  threatIntelSocQuerySchema,
  threatIntelSocResponseSchema,
} from '@baitwatch/contracts/enterprise-soc/threat-intel-soc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shedSurfaceWhenBusy } from '../../http/load-shedding.ts';
import type { FeatureContext } from '../context.ts';
import { enterpriseSocService } from './enterprise-soc.service.ts';
import { registerSocOpenApi, SOC_TAGS } from './openapi.ts';
import { keyHolder, protectWithApiKey } from './soc-key-auth.ts';
import { installThreatIntelErrors } from './threat-intel-errors.ts';

const security = [{ apiKey: [] }];
/** The error answers of the incidents, login pages, licenses and customers calls (spec doc 2 §8). */
const errors = (description: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(description).map(([code, text]) => [code, socErrorsSchema.describe(text)]),
  );
const COMMON = {
  400: 'Missing API key, or an invalid date format or parameter',
  401: 'The API key is not assigned to any registered organization (or has expired)',
  429: 'Too many calls for this key: see RateLimit-Reset',
  500: 'Unknown server error',
};

/**
 * The Enterprise SOC API (spec doc 2 §7): /enterprise-soc/* and /threat-intel/soc, authenticated by the
 * `apikey` header; its OpenAPI document at /enterprise-soc/openapi.json, rendered at /enterprise-soc/docs.
 */
export async function registerEnterpriseSocApi(app: FastifyInstance, ctx: FeatureContext) {
  const service = enterpriseSocService(ctx);
  await app.register(async (soc) => {
    shedSurfaceWhenBusy(soc, 'soc', { poolUse: ctx.database.poolUse, onShed: ctx.metrics.shed });
    await registerSocOpenApi(soc, ctx.config.socRateLimitPerMinute);
    await soc.register(
      async (scope) => {
        protectWithApiKey(scope, ctx);
        const api = scope.withTypeProvider<ZodTypeProvider>();
        api.get(
          '/fetch-incidents',
          {
            schema: {
              tags: [SOC_TAGS.incidents],
              summary: "Incidents of the key's organization (a global key: of its tenant's organizations)",
              security,
              querystring: fetchIncidentsQuerySchema,
              response: { 200: fetchIncidentsResponseSchema, ...errors(COMMON) },
            },
          },
          async (request) => service.fetchIncidents(keyHolder(request), request.query),
        );
        api.get(
          '/login-pages-scanned',
          {
            schema: {
              tags: [SOC_TAGS.loginPages],
              summary: 'Login pages the extensions scanned in the window',
              security,
              querystring: loginPagesScannedQuerySchema,
              response: { 200: loginPagesScannedResponseSchema, ...errors(COMMON) },
            },
          },
          async (request) => service.loginPagesScanned(keyHolder(request), request.query),
        );
        api.get(
          '/deployed-licenses-count',
          {
            schema: {
              tags: [SOC_TAGS.licenses],
              summary: 'Extension users registered (deployed licenses)',
              security,
              querystring: deployedLicensesQuerySchema,
              response: { 200: deployedLicensesResponseSchema, ...errors(COMMON) },
            },
          },
          async (request) => service.deployedLicenses(keyHolder(request), request.query),
        );
        api.get(
          '/customers',
          {
            schema: {
              tags: [SOC_TAGS.customers],
              summary: "The tenant's organizations (global key only)",
              security,
              querystring: socCustomersQuerySchema,
              response: {
                200: socCustomersResponseSchema,
                ...errors({
                  ...COMMON,
                  400: 'Missing API key or invalid parameters',
                  403: "An organization's key: this list needs a global key",
                }),
              },
            },
          },
          async (request) => service.customers(keyHolder(request), request.query),
        );
      },
      { prefix: SOC_API_BASE },
    );
    await soc.register(async (scope) => {
      installThreatIntelErrors(scope);
      protectWithApiKey(scope, ctx);
      scope.withTypeProvider<ZodTypeProvider>().get(
        SOC_THREAT_INTEL_PATH,
        {
          schema: {
            tags: [SOC_TAGS.threatIntel],
            summary: 'Threat intel, for keys whose organization has threat intel access',
            security,
            querystring: threatIntelSocQuerySchema,
            response: {
              200: threatIntelSocResponseSchema,
              400: threatIntelSocResponseSchema.describe('Missing API key or invalid query parameters'),
              401: threatIntelSocResponseSchema.describe('Authentication failure: the key is not valid'),
              403: threatIntelSocResponseSchema.describe('Forbidden: no access to the resource'),
              429: threatIntelSocResponseSchema.describe('Too many calls for this key'),
              500: threatIntelSocResponseSchema.describe('Unknown error'),
            },
          },
        },
        async (request) => service.threatIntel(keyHolder(request), request.query),
      );
    });
  });
}
