import { z } from 'zod';
import { PRODUCT_NAME } from '../common/product.ts';
import { storableText } from '../common/text.ts';

/**
 * GET /extension/v1/config (with ETag / If-None-Match): everything the extension needs to behave as its
 * organization configured. Wire names of the settings follow the spec (doc 2 §3).
 */
/** The request headers of GET /config: the ETag the extension holds, if any. */
export const configRequestHeadersSchema = z.object({
  'if-none-match': z.string().check(storableText).optional(),
});

export const extnSettingSchema = z.object({
  type: z.enum(['incident', 'threat']),
  report: z.boolean(),
  alert: z.boolean(),
});

export const extensionAlertConfigSchema = z.object({
  label: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isLabelConfigured: z.boolean(),
  isContactInfoConfigured: z.boolean(),
  showProcessingBanner: z.boolean(),
  showProcessingBar: z.boolean(),
  hideThisIsSafeButton: z.boolean(),
  isGFormScanningEnabled: z.boolean(),
  extn_settings: z.array(extnSettingSchema),
  /**
   * Ours (decision 0064): the organization opts in to hearing of pages with weaker evidence of
   * imitation, as their address and the reasons only (never a screenshot or the page's HTML).
   */
  reportSuspiciousPages: z.boolean(),
});

export const extensionScanConfigSchema = z.object({
  mmEnabled: z.boolean(),
  lookupCode: z.string(),
  demomodeEnabled: z.boolean(),
  ppEnabled: z.boolean(),
  ssOptEnabled: z.boolean(),
  scanningRuleEnabled: z.boolean(),
  scanningRuleCode: z.string(),
  strMMPolicy: z.string(),
  imageSize: z.string(),
});

export const extensionBrandPolicySchema = z.object({
  brandName: z.string(),
  alias: z.array(z.object({ value: z.string(), isPartialMatch: z.boolean() })),
  domains: z.array(z.string()),
  logoHashes: z
    .array(z.string())
    .optional()
    .describe('Difference hashes of the brand’s reference logos (decision 0065)'),
});

export const extensionConfigResponseSchema = z.object({
  customerId: z.number().int(),
  organizationName: z.string(),
  alertConfig: extensionAlertConfigSchema,
  allowedDomains: z.array(z.string()).describe('Host names, with an optional :port'),
  allowedGoogleFormUrls: z.array(z.string()).describe('Stored without the scheme and URL-encoded'),
  blockedUrls: z.array(z.string()),
  scanConfig: extensionScanConfigSchema,
  brandPolicies: z.array(extensionBrandPolicySchema).describe('The active baseline brand policies'),
  whitelabel: z.object({ brandName: z.string(), supportEmail: z.string() }),
  heartbeatIntervalSeconds: z.number().int(),
});
export type ExtensionConfig = z.infer<typeof extensionConfigResponseSchema>;

/** The spec's defaults, in force until an organization saves its own settings. */
export const EXTENSION_CONFIG_DEFAULTS = {
  alertConfig: {
    label: PRODUCT_NAME,
    email: null,
    phone: null,
    isLabelConfigured: false,
    isContactInfoConfigured: false,
    showProcessingBanner: true,
    showProcessingBar: false,
    hideThisIsSafeButton: false,
    isGFormScanningEnabled: false,
    reportSuspiciousPages: false,
    extn_settings: [
      { type: 'incident', report: true, alert: true },
      { type: 'threat', report: true, alert: true },
    ],
  },
  scanConfig: {
    mmEnabled: false,
    lookupCode: 'PP1',
    demomodeEnabled: false,
    ppEnabled: true,
    ssOptEnabled: false,
    scanningRuleEnabled: false,
    scanningRuleCode: 'RULE_DEFAULT',
    strMMPolicy: 'BBP1',
    imageSize: 'MM_IMG_SIZE_02',
  },
} as const satisfies Pick<ExtensionConfig, 'alertConfig' | 'scanConfig'>;

/** How often an install should send a heartbeat (well inside the Active window). */
export const HEARTBEAT_INTERVAL_SECONDS = 3600;
