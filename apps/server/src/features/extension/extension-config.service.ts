import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import {
  EXTENSION_CONFIG_DEFAULTS,
  type ExtensionConfig,
  extnSettingSchema,
  HEARTBEAT_INTERVAL_SECONDS,
} from '@baitwatch/contracts/extension/extension-config';
import type { AlertConfig } from '@baitwatch/contracts/settings/alert-config';
import { type ScanConfig, scanConfigOnLoad } from '@baitwatch/contracts/settings/scan-config';
import { z } from 'zod';
import type { alertConfigs, scanConfigs } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { extensionConfigRepository } from './extension-config.repository.ts';

const extnSettingsSchema = z.array(extnSettingSchema);

/**
 * How stale the ETag in heartbeat and registration answers may be. A changed setting reaches an
 * extension at its next heartbeat after this (GET /config itself is always current).
 */
export const CONFIG_ETAG_CACHE_MS = 30_000;

/** The provider's support address: SUPPORT_URL when it is a mailto: link. */
const providerSupportEmail = (supportUrl: string) =>
  supportUrl.startsWith('mailto:')
    ? supportUrl.slice('mailto:'.length)
    : `support@${PRODUCT_NAME.toLowerCase()}.app`;

/** A strong ETag of the config's content: equal configs, equal tags, in every server process. */
const etagOf = (config: ExtensionConfig) =>
  `"${createHash('sha256').update(JSON.stringify(config)).digest('base64url').slice(0, 32)}"`;

type AlertConfigRow = typeof alertConfigs.$inferSelect;
type ScanConfigRow = typeof scanConfigs.$inferSelect;

/**
 * An organization's alert config as the extension and the console read it: the spec's defaults where
 * nothing is saved; the default label unless one is configured, no contact info unless configured;
 * missing or unreadable extension settings fall back to the defaults (doc 2 §8).
 */
export function alertConfigOf(alert: AlertConfigRow | null): AlertConfig {
  const defaults = EXTENSION_CONFIG_DEFAULTS.alertConfig;
  if (!alert) return { ...defaults, extn_settings: defaults.extn_settings.map((entry) => ({ ...entry })) };
  const settings = extnSettingsSchema.safeParse(alert.extnSettings);
  return {
    label: alert.isLabelConfigured && alert.label ? alert.label : defaults.label,
    email: alert.isContactInfoConfigured ? alert.email : null,
    phone: alert.isContactInfoConfigured ? alert.phone : null,
    isLabelConfigured: alert.isLabelConfigured,
    isContactInfoConfigured: alert.isContactInfoConfigured,
    showProcessingBanner: alert.showProcessingBanner,
    showProcessingBar: alert.showProcessingBar,
    hideThisIsSafeButton: alert.hideThisIsSafeButton,
    isGFormScanningEnabled: alert.isGFormScanningEnabled,
    reportSuspiciousPages: alert.reportSuspiciousPages,
    extn_settings: settings.success ? settings.data : defaults.extn_settings.map((entry) => ({ ...entry })),
  };
}

/** An organization's scan settings after the load rules of doc 2 §3. */
export const scanConfigOf = (scan: ScanConfigRow | null): ScanConfig =>
  scanConfigOnLoad(scan && { ...scan, strMMPolicy: scan.strMmPolicy });

/**
 * The extension's configuration, as its organization set it; the spec's defaults where nothing is saved
 * yet. The scan config is the effective one (the load rules of spec doc 2 §3 "Scan config settings").
 */
export type ExtensionConfigService = ReturnType<typeof extensionConfigService>;

export function extensionConfigService(deps: Pick<AppDeps, 'database' | 'config'>) {
  const repo = extensionConfigRepository(deps.database.db);

  type Organization = NonNullable<Awaited<ReturnType<typeof repo.organization>>>;
  /** The name and support address the extension shows: the tenant's whitelabel when it has one. */
  const whitelabelOf = (org: Organization) => ({
    brandName: (org.isCustomized && org.whitelabelBrandName) || PRODUCT_NAME,
    supportEmail:
      (org.isCustomized && org.whitelabelSupportEmail) ||
      org.supportEmailDeployment ||
      providerSupportEmail(deps.config.supportUrl),
  });

  async function build(customerId: number): Promise<ExtensionConfig> {
    const [org, alert, scan, domains, forms, blocked, brands] = await Promise.all([
      repo.organization(customerId),
      repo.alertConfig(customerId),
      repo.scanConfig(customerId),
      repo.allowedDomains(customerId),
      repo.allowedGoogleFormUrls(customerId),
      repo.blockedUrls(customerId),
      repo.activeBrandPolicies(),
    ]);
    if (!org) throw notFound('Customer not found');
    return {
      customerId,
      organizationName: org.organizationName,
      alertConfig: alertConfigOf(alert),
      allowedDomains: domains,
      allowedGoogleFormUrls: forms,
      blockedUrls: blocked,
      scanConfig: scanConfigOf(scan),
      brandPolicies: brands,
      whitelabel: whitelabelOf(org),
      heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
    };
  }

  // Registrations and heartbeats answer the ETag; a burst of them (a rollout) reads the config once.
  const etags = ttlCache<number, string>(CONFIG_ETAG_CACHE_MS, 10_000);

  /** The config as it is now (GET /config). */
  async function load(customerId: number): Promise<{ config: ExtensionConfig; etag: string }> {
    const config = await build(customerId);
    const etag = etagOf(config);
    etags.set(customerId, etag);
    return { config, etag };
  }

  return {
    load,
    /** The product name as this organization's people see it (registration mails). */
    async brandName(customerId: number): Promise<string> {
      const org = await repo.organization(customerId);
      return org ? whitelabelOf(org).brandName : PRODUCT_NAME;
    },
    /** The config's ETag, possibly up to CONFIG_ETAG_CACHE_MS old. */
    etag: async (customerId: number) => etags.get(customerId) ?? (await load(customerId)).etag,
  };
}
