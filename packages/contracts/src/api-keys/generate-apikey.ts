import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';

export {
  type GenerateApiKeyBody,
  generateApiKeyBodySchema,
  generateApiKeyResponseSchema,
} from './expiry-date.ts';

/**
 * PUT /v1/enterprise-soc/generate-apikey/{customerId} with { expiryDate: 'yyyy-mm-dd' }: a new key for
 * the organization in place of the old one, which stops working at once. Answers newApiKey and
 * newApiExpiryDate.
 */
export const generateApiKeyParamsSchema = z.object({ customerId: customerIdParam });
