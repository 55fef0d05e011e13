import { z } from 'zod';
import { clientInfoSchema } from './client-info.ts';

/** POST /extension/v1/heartbeat: keeps the extension user Active and records browser or OS changes. */
export const heartbeatRequestSchema = clientInfoSchema;
export type HeartbeatRequest = z.infer<typeof heartbeatRequestSchema>;

export const heartbeatResponseSchema = z.object({
  serverTime: z.iso.datetime(),
  configEtag: z.string().describe('Fetch GET /config when this differs from the ETag held'),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
