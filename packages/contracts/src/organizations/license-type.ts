import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { LICENSE_TYPES } from '../common/product.ts';

// Advanced Settings > Licensing Options (spec doc 2 §2, §4 "License type", §7, §8).
export const LICENSE_TYPE_MESSAGES = {
  updated: 'License Type Updated Successfully',
  notUpdated: 'License Type Could not be updated',
  updateError: 'Error in updating License Type. Contact support.',
  couldNotGet: 'Could not get License Type for Customer!',
  couldNotUpdate: 'could not Update Customer license type!',
  // Ours: the spec shows a confirmation but not its question.
  confirm: (licenseType: string) => `Do you want to change the license type to ${licenseType} ?`,
  invalid: 'Invalid license type',
} as const;

export const licenseTypeParamsSchema = z.object({ customerId: customerIdParam });

/** GET portal/{customerId}/license-type, and the answer of the PUT. */
export const licenseTypeResponseSchema = z.object({ licenseType: z.enum(LICENSE_TYPES) });
export type LicenseTypeResponse = z.infer<typeof licenseTypeResponseSchema>;

/** PUT portal/{customerId}/license-type. */
export const updateLicenseTypeRequestSchema = z.object({
  licenseType: z.enum(LICENSE_TYPES, { error: LICENSE_TYPE_MESSAGES.invalid }),
});
export type UpdateLicenseTypeRequest = z.infer<typeof updateLicenseTypeRequestSchema>;
