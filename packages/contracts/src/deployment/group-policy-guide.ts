import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { fileSafe } from './installer.ts';

/**
 * GET /v1/portal/customers/{customerId}/deployment/group-policy-guide: the group-policy instructions
 * (spec doc 1 §2), a PDF made for the organization, with its license key and server address.
 */
export const groupPolicyGuideParamsSchema = z.object({ customerId: customerIdParam });

export const groupPolicyGuideFileName = (
  product: string,
  organization: { id: number; orgCode: string | null },
) => `${fileSafe(product)}-group-policy-${fileSafe(organization.orgCode ?? '') || organization.id}.pdf`;
