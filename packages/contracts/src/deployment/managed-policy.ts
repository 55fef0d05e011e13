import { z } from 'zod';

/**
 * What the Windows installer hands the extension through the browsers' managed storage
 * (HKLM\SOFTWARE\Policies\<browser>\3rdparty\extensions\<id>\policy; osUserId per signed-in user under
 * HKEY_USERS). The extension declares these in its `storage.managed_schema`, reads them with
 * chrome.storage.managed, and registers through POST /extension/v1/register/managed (decision 0042).
 */
export const managedPolicySchema = z.object({
  licenseKey: z.string().min(1),
  /** The server's public address (PUBLIC_URL); the extension API is under /extension/v1. */
  serverUrl: z.string().min(1),
  osComputerName: z.string().min(1),
  osUuid: z.string().min(1),
  osUserId: z.string().min(1),
});
export type ManagedPolicy = z.infer<typeof managedPolicySchema>;

/** The registry value names, as the installer writes them. */
export const MANAGED_POLICY_VALUES = managedPolicySchema.keyof().options;
