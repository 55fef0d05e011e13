/**
 * What the audit log records (beyond the spec), each with the words the audit page shows. An action is a
 * change made through the console: organizations, accounts, admins, license types, whitelabel, brand
 * policies, the extension's configuration, an organization's allowed and blocked lists and the event
 * actions. Add a new action here when a feature records one.
 */
export const AUDIT_ACTIONS = {
  'organization.add': 'Added an organization',
  'organization.update': 'Updated an organization',
  'organization.account': 'Updated an organization account',
  'organization.delete': 'Deleted an organization',
  'organization.license-type': 'Changed a license type',
  'customer.signup': 'Created a customer',
  'tenant.update': 'Updated the MSP account',
  'tenant.cancel': 'Cancelled the MSP account',
  'whitelabel.flag': 'Turned whitelabel on or off',
  'whitelabel.save': 'Updated whitelabel details',
  'whitelabel.delete': 'Deleted whitelabel details',
  'admin.invite': 'Invited an admin',
  'admin.update': 'Updated a profile',
  'admin.remove': 'Removed an admin',
  'brand-policy.add': 'Added a brand policy',
  'brand-policy.update': 'Updated a brand policy',
  'alert-config.update': 'Updated the alert config',
  'extension-settings.update': 'Updated the extension settings',
  'google-form-scanning.update': 'Turned Google Form scanning on or off',
  'scan-config.update': 'Updated the scan settings',
  'configuration.copy': 'Copied configuration to an organization',
  'allowed-domain.add': 'Added an allowed domain',
  'allowed-domain.remove': 'Removed an allowed domain',
  'google-form-url.add': 'Added an allowed Google Form URL',
  'google-form-url.remove': 'Removed an allowed Google Form URL',
  'blocked-url.add': 'Blocked a URL',
  'blocked-url.remove': 'Removed a blocked URL',
  'event.verify': 'Verified an event',
  'event.unverify': 'Unverified an event',
  'event.false_positive': 'Marked an event false positive',
  'event.clear': 'Cleared an incident',
  'event.remove_threat': 'Removed a threat',
  'event.triage': 'Updated an event status',
  'license-key.rotate': 'Rotated a license key',
  'api-key.generate': 'Generated an organization API key',
  'tenant-api-key.generate': 'Generated a global API key',
  'webhook.add': 'Added a webhook endpoint',
  'webhook.update': 'Updated a webhook endpoint',
  'webhook.remove': 'Removed a webhook endpoint',
  'webhook.rotate-secret': 'Rotated a webhook signing secret',
  'syslog.add': 'Added a syslog destination',
  'syslog.update': 'Updated a syslog destination',
  'syslog.remove': 'Removed a syslog destination',
  'report.recipients': 'Changed the report recipients',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
