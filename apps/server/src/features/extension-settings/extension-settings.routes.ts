import {
  getAlertConfig,
  getScanConfig,
  updateAlertConfig,
  updateScanConfig,
} from '@baitwatch/contracts/settings/extension-settings-calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** An organization's alert config and scan settings (settings/extension-settings-calls.ts). */
export async function registerExtensionSettingsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const alertConfigs = ctx.alertConfig;
  const scanConfigs = ctx.scanConfig;
  serveCall(v1, getAlertConfig, ({ user, params }) => alertConfigs.get(user, params.id));
  serveCall(v1, updateAlertConfig, ({ user, params, body }) => alertConfigs.update(user, params.id, body));
  serveCall(v1, getScanConfig, ({ user, params }) => scanConfigs.get(user, params.customerId));
  serveCall(v1, updateScanConfig, ({ user, params, body }) =>
    scanConfigs.update(user, params.customerId, body),
  );
}
