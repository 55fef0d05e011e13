import { generateApiKey, generateTenantApiKey } from '../api-keys/calls.ts';
import type { Call } from '../common/call.ts';
import { rotateLicenseKey } from '../deployment/calls.ts';
import { removeOrganization } from '../organizations/calls.ts';
import { deleteCustomerSso, deleteTenantSso, putCustomerSso, putTenantSso } from '../sso/calls.ts';
import { inviteAdmin, removeAdmin, resetSecondFactor } from '../users/calls.ts';
import { regenerateRecoveryCodes, setSignInPolicy } from './calls.ts';

/** A sensitive change asks for a factor proved within this long in the session (issue 26: step-up). */
export const STEP_UP_MAX_AGE_MS = 5 * 60_000;

/**
 * The changes that ask for a fresh factor: keys that feed SOCs (SOC and TAXII share them), the license
 * key that deploys the extension, who the admins are, an organization's removal, single sign-on, the
 * sign-in policy, and new recovery codes (they sign in in place of the factor). An admin with no factor
 * set up is not asked (their policy decides whether they must have one).
 */
export const STEP_UP_CALLS: ReadonlySet<Call> = new Set<Call>([
  generateApiKey,
  generateTenantApiKey,
  rotateLicenseKey,
  inviteAdmin,
  removeAdmin,
  resetSecondFactor,
  removeOrganization,
  putTenantSso,
  deleteTenantSso,
  putCustomerSso,
  deleteCustomerSso,
  setSignInPolicy,
  regenerateRecoveryCodes,
]);
