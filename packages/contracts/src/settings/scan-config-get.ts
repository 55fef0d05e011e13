import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { scanConfigSchema } from './scan-config.ts';

/** GET portal/{customerId}/scanconfig-settings (spec doc 2 §7): the settings after the load rules of §3. */
export const scanConfigParamsSchema = z.object({ customerId: customerIdParam });
export const getScanConfigResponseSchema = scanConfigSchema;
