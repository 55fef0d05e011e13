import {
  deployedLicensesCount,
  fetchIncidents,
  loginPagesScanned,
  socCustomers,
  threatIntelSoc,
} from '@baitwatch/contracts/enterprise-soc/calls';
import { SOC_API_BASE } from '@baitwatch/contracts/enterprise-soc/constants';
import { socErrorsSchema } from '@baitwatch/contracts/enterprise-soc/query-params';
import { threatIntelSocResponseSchema } from '@baitwatch/contracts/enterprise-soc/threat-intel-soc';
import type { FastifyInstance } from 'fastify';
import { shedSurfaceWhenBusy } from '../../http/load-shedding.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';
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
 * The Enterprise SOC API (enterprise-soc/calls.ts): /enterprise-soc/* and /threat-intel/soc,
 * authenticated by the `apikey` header; its OpenAPI document at /enterprise-soc/openapi.json, rendered
 * at /enterprise-soc/docs.
 */
export async function registerEnterpriseSocApi(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.enterpriseSoc;
  const documented = (tag: string, summary: string, answers: Record<number, string> = COMMON) => ({
    schema: { tags: [tag], summary, security, response: errors(answers) },
  });
  await app.register(async (soc) => {
    shedSurfaceWhenBusy(soc, 'soc', { poolUse: ctx.database.poolUse, onShed: ctx.metrics.shed });
    await registerSocOpenApi(soc, ctx.config.socRateLimitPerMinute);
    await soc.register(
      async (scope) => {
        protectWithApiKey(scope, ctx.socKeys);
        serveCall(
          scope,
          fetchIncidents,
          ({ request, query }) => service.fetchIncidents(keyHolder(request), query),
          documented(
            SOC_TAGS.incidents,
            "Incidents of the key's organization (a global key: of its tenant's organizations)",
          ),
        );
        serveCall(
          scope,
          loginPagesScanned,
          ({ request, query }) => service.loginPagesScanned(keyHolder(request), query),
          documented(SOC_TAGS.loginPages, 'Login pages the extensions scanned in the window'),
        );
        serveCall(
          scope,
          deployedLicensesCount,
          ({ request, query }) => service.deployedLicenses(keyHolder(request), query),
          documented(SOC_TAGS.licenses, 'Extension users registered (deployed licenses)'),
        );
        serveCall(
          scope,
          socCustomers,
          ({ request, query }) => service.customers(keyHolder(request), query),
          documented(SOC_TAGS.customers, "The tenant's organizations (global key only)", {
            ...COMMON,
            400: 'Missing API key or invalid parameters',
            403: "An organization's key: this list needs a global key",
          }),
        );
      },
      { prefix: SOC_API_BASE },
    );
    await soc.register(async (scope) => {
      installThreatIntelErrors(scope);
      protectWithApiKey(scope, ctx.socKeys);
      serveCall(
        scope,
        threatIntelSoc,
        ({ request, query }) => service.threatIntel(keyHolder(request), query),
        {
          schema: {
            tags: [SOC_TAGS.threatIntel],
            summary: 'Threat intel, for keys whose organization has threat intel access',
            security,
            response: {
              400: threatIntelSocResponseSchema.describe('Missing API key or invalid query parameters'),
              401: threatIntelSocResponseSchema.describe('Authentication failure: the key is not valid'),
              403: threatIntelSocResponseSchema.describe('Forbidden: no access to the resource'),
              429: threatIntelSocResponseSchema.describe('Too many calls for this key'),
              500: threatIntelSocResponseSchema.describe('Unknown error'),
            },
          },
        },
      );
    });
  });
}
