import {
  alertConfigParamsSchema,
  getAlertConfigResponseSchema,
} from '@baitwatch/contracts/settings/alert-config-get';
import { updateAlertConfigRequestSchema } from '@baitwatch/contracts/settings/alert-config-update';
import {
  getScanConfigResponseSchema,
  scanConfigParamsSchema,
} from '@baitwatch/contracts/settings/scan-config-get';
import { updateScanConfigRequestSchema } from '@baitwatch/contracts/settings/scan-config-update';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { alertConfigService } from './alert-config.service.ts';
import { scanConfigService } from './scan-config.service.ts';

/**
 * GET and PUT /v1/portal/customers/{id}/alert-configurations (the Config tab, Extension Settings and
 * the Google Form switch) and GET and PUT /v1/portal/{customerId}/scanconfig-settings (Scan Settings),
 * spec doc 2 §7.
 */
export async function registerExtensionSettingsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const alertConfigs = alertConfigService(ctx);
  const scanConfigs = scanConfigService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/portal/customers/:id/alert-configurations',
    { schema: { params: alertConfigParamsSchema, response: { 200: getAlertConfigResponseSchema } } },
    async (request) => alertConfigs.get(requireUser(request), request.params.id),
  );

  api.put(
    '/portal/customers/:id/alert-configurations',
    {
      schema: {
        params: alertConfigParamsSchema,
        body: updateAlertConfigRequestSchema,
        response: { 200: getAlertConfigResponseSchema },
      },
    },
    async (request) => alertConfigs.update(requireUser(request), request.params.id, request.body),
  );

  api.get(
    '/portal/:customerId/scanconfig-settings',
    { schema: { params: scanConfigParamsSchema, response: { 200: getScanConfigResponseSchema } } },
    async (request) => scanConfigs.get(requireUser(request), request.params.customerId),
  );

  api.put(
    '/portal/:customerId/scanconfig-settings',
    {
      schema: {
        params: scanConfigParamsSchema,
        body: updateScanConfigRequestSchema,
        response: { 200: getScanConfigResponseSchema },
      },
    },
    async (request) => scanConfigs.update(requireUser(request), request.params.customerId, request.body),
  );
}
