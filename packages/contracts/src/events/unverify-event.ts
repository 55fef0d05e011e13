import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { eventRefParam } from './query-params.ts';

/**
 * PUT /v1/threat-intel/unverify/{id}/{customerId} ({product}Admin, threat-intel views): sets
 * isVerified N and clears the triaged flag. `id` is the event's id (UUID or row id). The answer's
 * message is the popup title "Event removed from Threat Intel".
 */
export const unverifyEventParamsSchema = z.object({ id: eventRefParam, customerId: customerIdParam });
