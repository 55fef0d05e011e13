import { socOpenApiDocument } from '@baitwatch/contracts/enterprise-soc/calls';
import { API_KEY_HEADER, SOC_DOCS_PATH } from '@baitwatch/contracts/enterprise-soc/constants';
import { WEBHOOKS_DESCRIPTION, WEBHOOKS_TAG, webhooksOpenApi } from '@baitwatch/contracts/webhooks/openapi';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serveCall } from '../../http/serve-call.ts';

/**
 * The documentation tabs of the console's SOC Integration page, one per tag: the tag's name is the
 * tab's name, its description the tab's. The console builds every tab from this document.
 */
export const SOC_TAGS = {
  incidents: 'Fetch Incidents',
  loginPages: 'Login Pages Scanned',
  licenses: 'Deployed Licenses',
  customers: 'Customers',
  threatIntel: 'Threat Intelligence',
  webhooks: WEBHOOKS_TAG,
} as const;

const TAG_DESCRIPTIONS: Record<string, string> = {
  [SOC_TAGS.incidents]:
    'The incidents your users met, newest first, with their evidence links and status. A global key sees every organization of its tenant and may filter by customerId, customerName or orgCode.',
  [SOC_TAGS.loginPages]: 'How many login pages the extension scanned for your users in a date range.',
  [SOC_TAGS.licenses]: 'How many extension users are registered: your deployed licenses.',
  [SOC_TAGS.customers]:
    "A global key's organizations with their codes, contacts and API keys, filtered by isActive and sorted by sortBy.",
  [SOC_TAGS.threatIntel]:
    'Phishing threats verified by the Baitwatch analysts, for organizations whose license includes threat intel.',
  [SOC_TAGS.webhooks]: WEBHOOKS_DESCRIPTION,
};

/**
 * The Enterprise SOC API's OpenAPI 3.1 document, generated from the routes' zod schemas, at
 * /enterprise-soc/openapi.json, rendered at /enterprise-soc/docs (its own static assets, works offline).
 */
export async function registerSocOpenApi(scope: FastifyInstance, callsPerMinute: number) {
  await scope.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baitwatch Enterprise SOC API',
        version: '1.0.0',
        description:
          `Pull your incidents, scan counts, licenses and threat intel into your SOC. Every call carries your API key in the \`${API_KEY_HEADER}\` header ` +
          '(SOC Integration page of the console). Dates are yyyy-mm-dd (UTC days, enddate included). ' +
          `Each key may make ${callsPerMinute} calls a minute; every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, and a 429 says when to retry.`,
      },
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      webhooks: webhooksOpenApi(),
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'Your SOC API key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await scope.register(swaggerUi, { routePrefix: SOC_DOCS_PATH, staticCSP: true });
  serveCall(scope, socOpenApiDocument, () => scope.swagger(), { schema: { hide: true } });
}
