import type { UpdateAlertConfigRequest } from '@baitwatch/contracts/settings/alert-config-update';
import type { ScanConfig } from '@baitwatch/contracts/settings/scan-config';
import type { AlertConfigValues, ScanConfigValues } from './extension-settings.repository.ts';

/**
 * An alert config (a save's, or one read) as its row stores it: the label only while configured, the
 * contact info likewise.
 */
export const alertConfigValues = (config: UpdateAlertConfigRequest): AlertConfigValues => ({
  label: config.isLabelConfigured ? config.label : null,
  email: config.isContactInfoConfigured ? config.email : null,
  phone: config.isContactInfoConfigured ? config.phone : null,
  isLabelConfigured: config.isLabelConfigured,
  isContactInfoConfigured: config.isContactInfoConfigured,
  showProcessingBanner: config.showProcessingBanner,
  showProcessingBar: config.showProcessingBar,
  hideThisIsSafeButton: config.hideThisIsSafeButton,
  isGFormScanningEnabled: config.isGFormScanningEnabled,
  reportSuspiciousPages: config.reportSuspiciousPages,
  extnSettings: config.extn_settings,
});

/** Scan settings as their row stores them. */
export const scanConfigValues = (scan: ScanConfig): ScanConfigValues => ({
  mmEnabled: scan.mmEnabled,
  lookupCode: scan.lookupCode,
  demomodeEnabled: scan.demomodeEnabled,
  ssOptEnabled: scan.ssOptEnabled,
  ppEnabled: scan.ppEnabled,
  scanningRuleEnabled: scan.scanningRuleEnabled,
  scanningRuleCode: scan.scanningRuleCode,
  strMmPolicy: scan.strMMPolicy,
  imageSize: scan.imageSize,
});
