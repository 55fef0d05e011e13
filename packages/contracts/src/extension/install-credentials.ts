import { z } from 'zod';

/** The answer of both registrations: keep the token secret; send it as `Authorization: Bearer <token>`. */
export const installCredentialsSchema = z.object({
  installId: z.uuid(),
  token: z.string().describe('Shown once; stored hashed by the server. Revocable.'),
  customerId: z.number().int(),
  extensionUserId: z.number().int(),
  configEtag: z.string().describe('ETag of GET /config at registration time'),
});
export type InstallCredentials = z.infer<typeof installCredentialsSchema>;
