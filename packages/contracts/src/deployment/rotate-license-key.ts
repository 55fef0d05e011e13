import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';

/**
 * POST /v1/portal/customers/{customerId}/license-key/rotate: a new license key for the organization
 * (BaitwatchAdmin and TenantAdmin, decision 0043). Installs already registered keep their tokens; new
 * registrations need the new key. No body.
 */
export const rotateLicenseKeyParamsSchema = z.object({ customerId: customerIdParam });

export const rotateLicenseKeyResponseSchema = z.object({
  licenseKey: z.string(),
  message: z.string(),
});
export type RotateLicenseKeyResponse = z.infer<typeof rotateLicenseKeyResponseSchema>;
